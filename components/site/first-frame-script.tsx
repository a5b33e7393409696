// The first paint of the home page waits for the whole page to be styled and laid out, and nearly
// all of it lies below the hero, which is at least a screen tall (bench/README.md, 28 Nov). The
// class this sets leaves everything below the hero out of rendering (display: none,
// blocks-landing.css) until the browser reports the hero painted (its largest-contentful-paint
// entry; the first contentful paint where that is not reported; at the latest `load` or 5 s, for
// a browser that reports no paint while a resource holds `load` back). From then on the
// accessibility tree, find-in-page, printing and anchors see the whole page. The page keeps its
// height and nothing on screen moves: the hero fills at least the screen. Animation frames are no
// measure: Chromium runs them before it shows the first one. Only on a fresh visit at the top: not
// with an anchor in the address, nor on a reload or Back, where the browser may open the page
// scrolled down; and not without JavaScript (nothing would take the class off).
// (content-visibility: hidden would keep the sections' boxes, but Chromium reports each such
// section as a layout shift of the whole screen when it is shown.)
//
// The earlier paint has one cost this also takes away: with the CPU starved, Chromium could draw
// the hero before the body face (display: optional) was ready and swap the face in a moment later,
// re-wrapping the headline under the reader's eyes (bench/README.md, 29 Nov). So the first layout
// decides, as `optional` means: a ResizeObserver runs after layout and before the paint, and when
// the face is not loaded by then this visit keeps the adjusted fallback. (Deciding in an animation
// frame would need a forced layout there, and with one Chromium painted a half-parsed hero.)
export type BodyFont = { family: string; fallback: string; variable: string };

const source = (font: BodyFont) =>
  `(function(){var P=window.PerformanceObserver,n=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];if(location.hash||!n||n.type!=='navigate'||!P)return;var d=document.documentElement,m=document.getElementById('main'),done=0,types=P.supportedEntryTypes||[];function off(){if(done++)return;d.classList.remove('first-frame')}d.classList.add('first-frame');` +
  `var R=window.ResizeObserver,fonts=document.fonts;if(R&&fonts)new R(function(x,o){o.disconnect();var ready=0;fonts.forEach(function(f){if(f.family===${JSON.stringify(font.family)}&&f.status==='loaded')ready=1});if(!ready){d.style.setProperty(${JSON.stringify(font.variable)},${JSON.stringify(font.fallback)})}}).observe(d);` +
  `addEventListener('load',off);setTimeout(off,5000);if(types.indexOf('largest-contentful-paint')>=0)new P(function(l){l.getEntries().forEach(function(e){if(e.element&&m&&m.contains(e.element))off()})}).observe({type:'largest-contentful-paint',buffered:true});else if(types.indexOf('paint')>=0)new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)off()}).observe({type:'paint',buffered:true});else off()})()`;

/** Goes first in the page's <main>: it runs as the parser reaches it, before the hero is laid out. */
export function FirstFrameScript({ font }: { font: BodyFont }) {
  return <script dangerouslySetInnerHTML={{ __html: source(font) }} />;
}
