import { AppError, isAppError } from '@/lib/errors';
import { clientAddress } from '@/lib/http/client-address';
import { publicRoute } from '@/lib/http/public-route';
import { readLimitedBytes } from '@/lib/http/request';
import { errorResponse } from '@/lib/http/responses';
import { submitInquiry } from '@/lib/inquiries/submit';
import { FIELD, topicFrom } from '@/lib/inquiries/topics';

// A 5,000-character message of 3-byte characters, percent-encoded, is 45 KB; the rest is small.
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The /contact form's post. The browser's script sends it with Accept: application/json and shows
 * the answer in place (errors beside their fields); a browser without JavaScript posts the form
 * itself and is sent back to /contact with the thank-you, or with what went wrong (303). A post
 * another site started is refused (403) by publicRoute before any of this.
 */
export const POST = publicRoute(async ({ request }) => {
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  let topic: string | null = null;
  try {
    const type = request.headers.get('content-type') ?? '';
    if (!type.startsWith('application/x-www-form-urlencoded')) {
      throw new AppError('invalid_input', 'Send the form as application/x-www-form-urlencoded.');
    }
    const body = await readLimitedBytes(request, MAX_BODY_BYTES, 'The message is too long to send.');
    const form = new URLSearchParams(new TextDecoder().decode(body));
    topic = topicFrom(form.get(FIELD.topic));
    await submitInquiry({ form, address: clientAddress(request.headers) });
    // The same answer whether it was filed as new, unverified or spam: a bot learns nothing.
    if (wantsJson) return Response.json({ ok: true });
    return seeOther(`/contact?sent=${topic ?? 'other'}`);
  } catch (error) {
    if (wantsJson) return errorResponse(error);
    if (!isAppError(error) || error.status >= 500) console.error(error);
    const problem = isAppError(error) ? error.code : 'internal';
    return seeOther(`/contact?${new URLSearchParams({ ...(topic ? { topic } : {}), problem })}`);
  }
});

// A relative Location: no Host header (which the client controls) goes into it.
const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });
