import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '@/components/site/icon';
import { glyphSprite } from '@/components/site/glyphs';
import { ICON_NAMES } from '@/lib/content/icons';

const symbols = () =>
  new Map(
    [...glyphSprite().matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map((m) => [m[1]!, m[2]!]),
  );

describe('the glyph sprite', () => {
  it('has a symbol with lucide shapes for every content icon and the icons the pages use', () => {
    const sprite = symbols();
    for (const name of [
      ...ICON_NAMES,
      'star',
      'mail',
      'external-link',
      'chevron-down',
      'house',
      'wallet',
      'pause',
      'play',
      'menu',
      'x',
    ]) {
      expect(sprite.get(name), name).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse) [^>]+\/>)+$/);
    }
  });

  it('draws the same shapes as the lucide component', () => {
    expect(symbols().get('mail')).toContain('<rect x="2" y="4" width="20" height="16" rx="2"/>');
  });
});

describe('Icon', () => {
  it('references the sprite, with the fallback for an unknown name', () => {
    expect(renderToStaticMarkup(createElement(Icon, { name: 'rocket', className: 'size-5' }))).toBe(
      '<svg aria-hidden="true" class="glyph size-5"><use href="/glyphs.svg#rocket"></use></svg>',
    );
    expect(renderToStaticMarkup(createElement(Icon, { name: 'no-such-icon' }))).toContain('href="/glyphs.svg#shield"');
  });
});
