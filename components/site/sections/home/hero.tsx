import { Glyph } from '@/components/site/glyph';
import type { HomeHeroContent } from '@/lib/content/pages/home';
import { actionClass } from '@/components/site/action-styles';
import { HeroBackdrop } from './hero-backdrop';
import { MottoBadge } from './motto-badge';
import { ResumeDownloadButton } from './resume-download-button';
import { editable } from '@/lib/content/edit-marks';

export function Hero({
  hero,
  taskpilotUrl,
  resumeFileName,
}: {
  hero: HomeHeroContent;
  taskpilotUrl: string;
  resumeFileName: string;
}) {
  const mark = (path: string) => editable('home', 'hero', path);
  return (
    <section aria-labelledby="hero-title" className="hero">
      <HeroBackdrop />
      <div className="hero-inner">
        <MottoBadge mottos={hero.mottos} />
        <h1 id="hero-title" className="hero-title" {...mark('headline')}>
          {hero.headline}
        </h1>
        <p className="hero-subtitle" {...mark('subtitle')}>
          {hero.subtitle}
        </p>
        <p className="hero-tagline" {...mark('tagline')}>
          {hero.tagline}
        </p>

        <div className="hero-mission">
          <p className="label-signal" {...mark('mission_label')}>
            {hero.mission_label}
          </p>
          <p className="mt-1 text-foreground/90" {...mark('mission_text')}>
            {hero.mission_text}
          </p>
        </div>

        <div className="action-row">
          <a href={taskpilotUrl} target="_blank" rel="noopener noreferrer" className={actionClass.primary}>
            <Glyph name="rocket" />
            <span {...mark('taskpilot_button')}>{hero.taskpilot_button}</span>
            <Glyph name="external-link" className="opacity-70" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <a href="#about" className={actionClass.outline}>
            <Glyph name="crosshair" />
            <span {...mark('intel_button')}>{hero.intel_button}</span>
          </a>
          <ResumeDownloadButton label={hero.resume_button} fileName={resumeFileName} className={actionClass.signal} />
        </div>
      </div>

      <p className="scroll-hint">
        <span {...mark('scroll_hint')}>{hero.scroll_hint}</span>
        <Glyph name="chevron-down" className="size-4 motion-safe:animate-bounce" />
      </p>
    </section>
  );
}
