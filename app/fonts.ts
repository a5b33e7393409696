import localFont from 'next/font/local';

// Self-hosted from npm packages: no request to a font CDN at build or run time. Text paints at
// once in a fallback (Arial) whose metrics next/font adjusts to each face (size-adjust, ascent
// and descent overrides), so the swap to the web font moves nothing (CLS 0).
// Inter sets the largest text of every page (headings, the hero), so only it is preloaded: the
// mono face (labels, badges) loads when the stylesheet asks for it and keeps the narrow first
// round trips free for the page and its own font.
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
});

export const mono = localFont({
  src: '../node_modules/@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2',
  variable: '--font-jetbrains-mono',
  display: 'swap',
  preload: false,
});
