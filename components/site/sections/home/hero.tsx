import { Glyph } from '@/components/site/glyph';
import type { HomeHeroContent } from '@/lib/content/pages/home';
import { actionClass } from '@/components/site/action-styles';
import { HeroBackdrop } from './hero-backdrop';
import { MottoBadge } from './motto-badge';
import { ResumeDownloadButton } from './resume-download-button';

export function Hero({
  hero,
  taskpilotUrl,
  resumeFileName,
}: {
  hero: HomeHeroContent;
  taskpilotUrl: string;
  resumeFileName: string;
}) {
  return (
    <section aria-labelledby="hero-title" className="hero">
      <HeroBackdrop />
      <div className="hero-inner">
        <MottoBadge mottos={hero.mottos} />
        <h1 id="hero-title" className="hero-title">
          {hero.headline}
        </h1>
        <p className="hero-subtitle">{hero.subtitle}</p>
        <p className="hero-tagline">{hero.tagline}</p>

        <div className="hero-mission">
          <p className="label-signal">{hero.mission_label}</p>
          <p className="mt-1 text-foreground/90">{hero.mission_text}</p>
        </div>

        <div className="action-row">
          <a href={taskpilotUrl} target="_blank" rel="noopener noreferrer" className={actionClass.primary}>
            <Glyph name="rocket" />
            {hero.taskpilot_button}
            <Glyph name="external-link" className="opacity-70" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <a href="#about" className={actionClass.outline}>
            <Glyph name="crosshair" />
            {hero.intel_button}
          </a>
          <ResumeDownloadButton label={hero.resume_button} fileName={resumeFileName} className={actionClass.signal} />
        </div>
      </div>

      <p className="scroll-hint">
        {hero.scroll_hint}
        <Glyph name="chevron-down" className="size-4 motion-safe:animate-bounce" />
      </p>
    </section>
  );
}
