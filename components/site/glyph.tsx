import { classList } from './class-list';
import type { GlyphName } from './glyph-names';

/**
 * A decorative icon drawn from the /glyphs.svg sprite: about 90 bytes of markup instead of
 * an inline lucide <svg>. Size it with utilities (size-5); `.glyph` (app/globals.css) sets
 * lucide's default 24px box and stroke.
 */
export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={classList('glyph', className)}>
      <use href={`/glyphs.svg#${name}`} />
    </svg>
  );
}
