import type { ICON_NAMES } from '@/lib/content/icons';

/**
 * The names <Glyph> accepts: the content icons and the extra icons the public pages draw.
 * Kept apart from the sprite builder (./glyphs), which draws the content icons through
 * ./icon, so that <Glyph> can name its prop's type without importing back into that chain.
 */
export const EXTRA_GLYPH_NAMES = [
  'award',
  'chevron-down',
  'crosshair',
  'dollar-sign',
  'external-link',
  'gift',
  'house',
  'mail',
  'map-pin',
  'medal',
  'menu',
  'message-square',
  'pause',
  'play',
  'rocket',
  'shield',
  'shield-check',
  'star',
  'target',
  'users',
  'wallet',
  'x',
] as const;

export type GlyphName = (typeof ICON_NAMES)[number] | (typeof EXTRA_GLYPH_NAMES)[number];
