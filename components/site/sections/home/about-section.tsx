import { getImageProps } from 'next/image';
import { Glyph } from '@/components/site/glyph';
import type { HomeAboutContent } from '@/lib/content/pages/home';
import { defaultAboutPhoto, type ShownImage } from '@/lib/site-images/slots';
import { SectionHeading } from './section-heading';

function ServiceRecord({ about }: { about: HomeAboutContent }) {
  return (
    <div className="rounded-sm border border-primary/30 bg-card p-5">
      <h3 className="font-mono text-xs font-semibold tracking-[0.3em] text-signal">{about.service_record_title}</h3>
      <ul className="mt-4 space-y-3">
        <li className="flex gap-3">
          <Glyph name="medal" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>{about.mos}</span>
        </li>
        <li className="flex gap-3">
          <Glyph name="shield-check" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>{about.service_status}</span>
        </li>
      </ul>
      <ul className="mt-4 flex flex-wrap gap-2 border-t border-border pt-4">
        {about.core_values.map((value) => (
          <li
            key={value}
            className="rounded-sm border border-primary/40 px-2 py-1 font-mono text-xs tracking-widest text-primary uppercase"
          >
            {value}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * An uploaded photo goes through Next's image optimiser (sized, WebP) with getImageProps: the
 * same markup as next/image, but rendered on the server only, so the page ships no image script
 * and no image props in its RSC payload. The built-in portrait is an SVG the optimiser would
 * leave as it is: a plain <img>.
 */
function Photo({ photo }: { photo: ShownImage }) {
  const shared = {
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
    className: 'h-auto w-full text-transparent',
  };
  if (!photo.uploaded) {
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={photo.src} {...shared} alt={photo.alt} loading="lazy" decoding="async" />;
  }
  const { props } = getImageProps({ ...shared, src: photo.src, sizes: '(min-width: 448px) 368px, 100vw' });
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...props} alt={photo.alt} />;
}

export function AboutSection({ about, photo = defaultAboutPhoto }: { about: HomeAboutContent; photo?: ShownImage }) {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-16 border-t border-border py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="about-title" code="01 INTEL" title={about.heading} />
        <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
          <div className="mx-auto w-full max-w-sm space-y-6 lg:mx-0">
            <div className="rounded-sm border border-border bg-card p-2">
              <Photo photo={photo} />
            </div>
            <ServiceRecord about={about} />
          </div>

          <div>
            <div className="space-y-5 text-lg leading-relaxed text-foreground/90">
              {about.narrative.map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
            <div className="mt-10 rounded-sm border border-border bg-card/60 p-5 sm:p-6">
              <h3 className="font-mono text-xs font-semibold tracking-[0.3em] text-signal">{about.objectives_title}</h3>
              <ol className="mt-4 space-y-3">
                {about.objectives.map((objective, i) => (
                  <li key={i} className="flex gap-4">
                    <span aria-hidden="true" className="font-mono text-sm font-semibold text-primary">
                      {String(i + 1).padStart(2, '0')}
                    </span>
                    <span>{objective}</span>
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
