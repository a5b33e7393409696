import { isProvider, providerCatalogue } from '@/lib/ai/model-catalogue';

/** The registry's short label; a stored id the registry does not know is shown as it is. */
export function providerLabel(provider: string): string {
  return isProvider(provider) ? providerCatalogue[provider].shortLabel : provider;
}

/** How a stored key is shown: dots, then the few characters the server kept (at most 4). */
export function maskKey(keyHint: string): string {
  return `••••••••${keyHint.slice(-4)}`;
}

/** A short, single-line excerpt for accessible names (e.g. which memory a delete button removes). */
export function excerpt(text: string, length = 40): string {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > length ? `${line.slice(0, length)}...` : line;
}
