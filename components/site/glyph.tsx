import { classList } from './class-list';
import type { GlyphName } from './glyph-names';

/**
 * A decorative icon drawn from the /glyphs.svg sprite: about 80 bytes of markup instead of
 * an inline lucide <svg>. Size it with utilities (size-5); `.glyph` (app/globals.css) sets
 * lucide's default 24px box and stroke. No `focusable="false"`: only Internet Explorer and the
 * old Edge put an <svg> without tabindex in the tab order, and every icon is sent twice (HTML
 * and RSC payload).
 */
export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  return (
    <svg aria-hidden="true" className={classList('glyph', className)}>
      <use href={`/glyphs.svg#${name}`} />
    </svg>
  );
}
