import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VisitorReport } from '@/app/(admin)/admin/(workspace)/visitors/_components/visitor-report';
import type { VisitorFigures } from '@/lib/data/visits-port';

const days = Array.from({ length: 60 }, (_, i) => ({
  day: new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10),
  views: 10,
  visitors: 5,
  inquiries: 0,
}));
const figures = (capped: VisitorFigures['capped']): VisitorFigures => ({
  today: days.at(-1)!.day,
  inquiriesTracked: true,
  days,
  pages: [],
  referrers: [],
  devices: [],
  viewsPerDayCap: 20000,
  capped,
});
const render = (f: VisitorFigures) => renderToStaticMarkup(createElement(VisitorReport, { figures: f }));

describe("the Visitors page and the site's daily cap", () => {
  it('says on which days the cap was reached and how many views were not counted', () => {
    const html = render(
      figures([
        { day: '2026-11-20', notCounted: 1234 },
        { day: '2026-11-29', notCounted: 5 },
      ]),
    );
    expect(html).toContain('20,000');
    expect(html).toMatch(/Nov 20[^<]*1,234 not counted/);
    expect(html).toMatch(/Nov 29[^<]*5 not counted/);
  });

  it('says nothing of the cap while it was never reached', () => {
    expect(render(figures([]))).not.toContain('page views a day');
  });
});
