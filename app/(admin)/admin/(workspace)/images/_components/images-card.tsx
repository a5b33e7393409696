import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { callerFor } from '@/lib/auth/caller';
import type { AuthUser } from '@/lib/auth/types';
import { SITE_IMAGE_SLOTS } from '@/lib/data/port';
import { listSiteImages } from '@/lib/site-images/manage';
import { ALT_TEXT_MAX, IMAGE_MAX_LABEL, SLOTS, siteImageUrl } from '@/lib/site-images/slots';
import { ImageSlotManager } from './image-slot-manager';

/** The public site's replaceable images (about photo, social card), each with its alt text. */
export async function ImagesCard({ user }: { user: AuthUser }) {
  const rows = await listSiteImages(callerFor(user));
  return (
    <Card data-testid="images-card">
      <CardHeader>
        <CardTitle className="font-mono tracking-widest">
          <h2>Images</h2>
        </CardTitle>
        <CardDescription>
          Replace the images the public pages show with your own PNG, JPEG or WebP file (at most {IMAGE_MAX_LABEL}). The
          server checks each file, turns it upright and removes its metadata (camera, location) before it is published.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8 md:grid-cols-2">
        {SITE_IMAGE_SLOTS.map((slot) => {
          const row = rows.find((image) => image.slot === slot);
          const info = SLOTS[slot];
          return (
            <ImageSlotManager
              key={slot}
              slot={slot}
              label={info.label}
              hint={info.hint}
              defaultAlt={info.defaultAlt}
              defaultUrl={info.defaultImage?.src ?? null}
              altMax={ALT_TEXT_MAX}
              initial={{
                url: row?.file ? siteImageUrl(row.file.key) : null,
                altText: row?.altText ?? '',
              }}
            />
          );
        })}
      </CardContent>
    </Card>
  );
}
