import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { anonymous, type SiteImageFile } from '@/lib/data/port';
import type { ContractBackend, ContractUser } from './contract-types';

type Ready = { backend: ContractBackend; admin: ContractUser; nonAdmin: ContractUser };

const png: SiteImageFile = {
  key: 'images/about-photo-0123abcd.png',
  contentType: 'image/png',
  width: 640,
  height: 480,
  byteSize: 2048,
};

const refused = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(['forbidden', 'unauthorized']).toContain((error as AppError).code);
};

/** The site_images table (migration 20261126000100) through the data port, on every backend. */
export function runSiteImageContract(ready: () => Ready) {
  describe('site images', () => {
    it("an admin sets a slot's file and alt text separately; anyone reads them", async () => {
      const { backend, admin } = ready();
      const repo = backend.port.forCaller(admin.caller).images;
      const withFile = await repo.setFile({ slot: 'about-photo', file: png, updatedBy: admin.email });
      expect(withFile).toMatchObject({ slot: 'about-photo', file: png, updatedBy: admin.email });

      const withAlt = await repo.setAltText({
        slot: 'about-photo',
        altText: 'The owner at work',
        updatedBy: admin.email,
      });
      expect(withAlt.file).toEqual(png);
      expect(withAlt.altText).toBe('The owner at work');

      const seen = await backend.port.forCaller(anonymous).images.list();
      expect(seen.find((image) => image.slot === 'about-photo')).toMatchObject({
        file: png,
        altText: 'The owner at work',
      });

      const back = await repo.setFile({ slot: 'about-photo', file: null, updatedBy: admin.email });
      expect(back).toMatchObject({ file: null, altText: 'The owner at work' });
    });

    it('visitors and signed-in non-admins cannot change an image or its alt text', async () => {
      const { backend, admin, nonAdmin } = ready();
      await backend.port.forCaller(admin.caller).images.setFile({
        slot: 'social-card',
        file: { ...png, key: 'images/social-card-aa.png' },
        updatedBy: admin.email,
      });
      const before = await backend.port.forCaller(anonymous).images.list();

      for (const caller of [anonymous, nonAdmin.caller]) {
        const repo = backend.port.forCaller(caller).images;
        await refused(repo.setFile({ slot: 'social-card', file: null, updatedBy: 'intruder' }));
        await refused(repo.setAltText({ slot: 'social-card', altText: 'defaced', updatedBy: 'intruder' }));
        await refused(
          repo.setFile({ slot: 'about-photo', file: { ...png, key: 'images/evil.png' }, updatedBy: 'intruder' }),
        );
      }
      expect(await backend.port.forCaller(anonymous).images.list()).toEqual(before);
    });

    it('refuses a slot or a storage key outside the allowed set', async () => {
      const { backend, admin } = ready();
      const repo = backend.port.forCaller(admin.caller).images;
      const bad = async (promise: Promise<unknown>) =>
        expect(
          await promise.then(
            () => 'saved',
            () => 'refused',
          ),
        ).toBe('refused');
      await bad(repo.setAltText({ slot: 'favicon' as 'about-photo', altText: 'x', updatedBy: admin.email }));
      await bad(
        repo.setFile({ slot: 'about-photo', file: { ...png, key: '../../etc/passwd' }, updatedBy: admin.email }),
      );
      await bad(repo.setAltText({ slot: 'about-photo', altText: 'x'.repeat(201), updatedBy: admin.email }));
    });
  });
}
