/** How long the Venmo app gets to take over before the web page is opened instead. */
export const APP_FALLBACK_MS = 2500;

export interface PaymentChannel {
  /** service name as shown on the button, e.g. 'CashApp' */
  name: string;
  /** the $cashtag or @handle a supporter sends to */
  tag: string;
  webUrl: string;
  /** deep link into the native app; without it the web link is opened directly */
  appUrl?: string;
}

/**
 * Mobile: open the payment in this tab. With an app link, try the app first; when the app
 * takes over, this page goes hidden and the fallback is cancelled. A page still visible
 * after the delay means no app answered, so the web link is opened instead.
 * Returns a cancel function (for when the button goes away before the delay is over).
 */
export function openOnMobile({ webUrl, appUrl }: Pick<PaymentChannel, 'webUrl' | 'appUrl'>): () => void {
  if (!appUrl) {
    window.location.assign(webUrl);
    return () => {};
  }
  const cancel = () => {
    window.clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') cancel();
  };
  const timer = window.setTimeout(() => {
    cancel();
    if (document.visibilityState === 'visible') window.location.assign(webUrl);
  }, APP_FALLBACK_MS);
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.location.assign(appUrl);
  return cancel;
}

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    // navigator.clipboard is missing on insecure origins and may be refused by the browser.
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Desktop: the link itself opens the web page in a new tab; this copies the tag for pasting
 * there and says so. It must start inside the click handler, before the new tab takes the
 * focus: the clipboard refuses a document that has lost it.
 */
export async function copyTagAndConfirm({ name, tag }: Pick<PaymentChannel, 'name' | 'tag'>): Promise<void> {
  const copied = await copyToClipboard(tag);
  window.alert(
    copied
      ? `${name} tag ${tag} copied to clipboard.`
      : `Could not copy to the clipboard. Send your support to the ${name} tag ${tag}.`,
  );
}
