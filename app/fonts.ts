import localFont from 'next/font/local';

// Self-hosted from npm packages: no request to a font CDN at build or run time. Text paints at
// once in a fallback (Arial) whose metrics next/font adjusts to each face (size-adjust, ascent
// and descent overrides).
// Inter sets the largest text of every page (headings, the hero), so only it is preloaded: the
// mono face (labels, badges) loads when the stylesheet asks for it and keeps the narrow first
// round trips free for the page and its own font. Inter is `optional`: with the stylesheet inline
// the page paints before the font arrives on a slow link, and swapping it in then re-wrapped
// paragraphs (bench figure 2, DevTools throttling: CLS 0.083 on /donate, 0.009 on /portfolio).
// So a first visit on a slow link keeps the adjusted fallback; the font is cached for the next page.
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'optional',
});

export const mono = localFont({
  src: '../node_modules/@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2',
  variable: '--font-jetbrains-mono',
  display: 'swap',
  preload: false,
});

/**
 * The body face as the home page's first frame sees it (components/site/first-frame-script.tsx):
 * its family, the adjusted fallback next/font declares beside it, and the variable the pages read.
 */
export const bodyFont = {
  family: sans.style.fontFamily.split(',')[0]!.trim().replace(/^'|'$/g, ''),
  fallback: sans.style.fontFamily.split(',').slice(1).join(',').trim(),
  variable: '--font-inter',
};
