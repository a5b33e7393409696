import { publicRoute } from '@/lib/http/public-route';
import { previewFrameCsp } from '@/lib/security/csp';

/**
 * The page a reply's preview is drawn in, framed by the portal with `sandbox="allow-scripts"`.
 * It holds no user input: the portal posts it the document to draw (the html block itself, or the
 * svg/diagram as an image), and the page becomes that document with document.write. So the
 * block's scripts run under this page's policy (previewFrameCsp: no network, an opaque origin),
 * not the portal's, whose nonce would block them. A message from anyone but its parent is ignored.
 */
const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Preview</title></head>
<body>
<script>
addEventListener('message', function (event) {
  var data = event.data;
  if (event.source !== parent || !data || typeof data.previewDocument !== 'string') return;
  document.open();
  document.write(data.previewDocument);
  document.close();
});
parent.postMessage('preview-frame-ready', location.origin);
</script>
</body>
</html>
`;

export const GET = publicRoute(
  async () =>
    new Response(PAGE, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': previewFrameCsp(),
        'x-content-type-options': 'nosniff',
        // The same page for everyone, changed only by a deploy.
        'cache-control': 'public, max-age=3600',
      },
    }),
);
