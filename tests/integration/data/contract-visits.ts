import { beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from '@/lib/data/port';
import type { ContractBackend, ContractUser } from './contract-types';
import { rejectsWith } from './contract-assert';

const key = (c: string) => c.repeat(64);

/** Page views go in through the server path and come out as figures for admins only. */
export function visitsContract(context: () => { backend: ContractBackend; alice: ContractUser; editor: ContractUser }) {
  describe('visitor figures', () => {
    let backend: ContractBackend;
    beforeAll(() => {
      backend = context().backend;
    });

    it('counts recorded views per page, referrer and device, and visitors by their key', async () => {
      const { alice } = context();
      const { visits } = backend.port;
      await visits.record({
        path: '/about',
        visitorKey: key('1'),
        referrer: 'example.com',
        device: 'mobile',
        addressKey: key('a'),
      });
      await visits.record({
        path: '/about',
        visitorKey: key('1'),
        referrer: null,
        device: 'mobile',
        addressKey: key('a'),
      });
      await visits.record({ path: '/', visitorKey: key('2'), referrer: null, device: 'desktop', addressKey: key('b') });
      const figures = await backend.port.forCaller(alice.caller).visitors.figures({ days: 7 });
      expect(figures.days).toHaveLength(14);
      expect(figures.days.at(-1)).toMatchObject({ day: figures.today, views: 3, visitors: 2 });
      expect(figures.pages).toEqual([
        { path: '/about', views: 2, visitors: 1 },
        { path: '/', views: 1, visitors: 1 },
      ]);
      expect(figures.referrers).toEqual([{ domain: 'example.com', views: 1, visitors: 1 }]);
      expect(figures.devices).toEqual([
        { device: 'mobile', views: 2, visitors: 1 },
        { device: 'desktop', views: 1, visitors: 1 },
      ]);
    });

    it('refuses a path that is no public page', async () => {
      const visit = {
        path: '/admin' as '/',
        visitorKey: key('3'),
        referrer: null,
        device: 'desktop' as const,
        addressKey: key('c'),
      };
      await rejectsWith(backend.port.visits.record(visit), 'invalid_input');
    });

    it('answers admins only', async () => {
      const { editor } = context();
      await rejectsWith(backend.port.forCaller(editor.caller).visitors.figures({ days: 7 }), 'forbidden');
      await rejectsWith(backend.port.forCaller(anonymous).visitors.figures({ days: 7 }), 'forbidden');
    });
  });
}
