import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '@/components/site/site-footer';
import { homeFooterDefaults } from '@/lib/content/pages/home';

// The copyright year follows the clock: the stored line says "© 2025 ..." (the seed, or what the
// owner typed years ago), and the page shows this year in its place.
const footer = (copyright: string) =>
  renderToStaticMarkup(createElement(SiteFooter, { footer: { ...homeFooterDefaults, copyright } }));

describe('the footer year', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the current year, whatever year the stored line has', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T05:06:07Z'));
    expect(footer(homeFooterDefaults.copyright)).toContain('© 2031 Jordan Reyes. All rights reserved.');
    expect(footer('Copyright © 2019 Someone')).toContain('Copyright © 2031 Someone');
  });

  it('keeps the first year of a range and moves its end', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T05:06:07Z'));
    expect(footer('© 2019–2025 Someone')).toContain('© 2019–2031 Someone');
  });

  it('leaves a line without a © year as the owner wrote it', () => {
    expect(footer('All rights reserved, 1999 edition')).toContain('All rights reserved, 1999 edition');
  });
});
