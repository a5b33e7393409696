import { getImageProps } from 'next/image';
import { Glyph } from '@/components/site/glyph';
import type { HomeAboutContent } from '@/lib/content/pages/home';
import { defaultAboutPhoto, type ShownImage } from '@/lib/site-images/slots';
import { SectionHeading } from './section-heading';
import { editable } from '@/lib/content/edit-marks';

const mark = (path: string) => editable('home', 'about', path);

function ServiceRecord({ about }: { about: HomeAboutContent }) {
  return (
    <div className="service-record">
      <h3 className="label-signal" {...mark('service_record_title')}>
        {about.service_record_title}
      </h3>
      <ul className="mt-4 space-y-3">
        <li className="flex gap-3">
          <Glyph name="medal" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span {...mark('mos')}>{about.mos}</span>
        </li>
        <li className="flex gap-3">
          <Glyph name="shield-check" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span {...mark('service_status')}>{about.service_status}</span>
        </li>
      </ul>
      <ul className="value-chips">
        {about.core_values.map((value, i) => (
          <li key={value} className="value-chip" {...mark(`core_values.${i}`)}>
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
    <section id="about" aria-labelledby="about-title" className="landing-band scroll-mt-16">
      <div className="landing-wrap">
        <SectionHeading id="about-title" code="01 INTEL" title={about.heading} marks={{ title: mark('heading') }} />
        <div className="about-grid">
          <div className="about-aside">
            <div className="photo-frame">
              <Photo photo={photo} />
            </div>
            <ServiceRecord about={about} />
          </div>

          <div>
            <div className="narrative">
              {about.narrative.map((paragraph, i) => (
                <p key={i} {...mark(`narrative.${i}`)}>
                  {paragraph}
                </p>
              ))}
            </div>
            <div className="objectives">
              <h3 className="label-signal" {...mark('objectives_title')}>
                {about.objectives_title}
              </h3>
              <ol className="mt-4 space-y-3">
                {about.objectives.map((objective, i) => (
                  <li key={i} className="flex gap-4">
                    <span aria-hidden="true" className="objective-number">
                      {String(i + 1).padStart(2, '0')}
                    </span>
                    <span {...mark(`objectives.${i}`)}>{objective}</span>
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
