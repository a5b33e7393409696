'use client';

import { createContext, useContext } from 'react';

// The origins the admin CSP lets images load from (CHAT_IMAGE_HOSTS), handed down from the page.
const ImageHostsContext = createContext<readonly string[]>([]);

export function ImageHostsProvider({ hosts, children }: { hosts: readonly string[]; children?: React.ReactNode }) {
  return <ImageHostsContext value={hosts}>{children}</ImageHostsContext>;
}

export const useImageHosts = () => useContext(ImageHostsContext);

/**
 * Whether the browser may load this (already sanitised) image address under the admin CSP:
 * same-origin paths always, other hosts only when listed. Everything else would be blocked.
 */
export function imageAllowed(src: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(src, 'https://same-origin.invalid');
  } catch {
    return false;
  }
  if (url.origin === 'https://same-origin.invalid') return true;
  return hosts.includes(url.origin);
}
