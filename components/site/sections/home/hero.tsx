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
    <section aria-labelledby="hero-title" className="relative isolate flex min-h-dvh flex-col pt-16">
      <HeroBackdrop />
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center gap-6 px-4 py-12 sm:px-6 lg:px-8">
        <MottoBadge mottos={hero.mottos} />
        <h1
          id="hero-title"
          className="max-w-4xl text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          {hero.headline}
        </h1>
        <p className="max-w-3xl text-lg text-muted-foreground sm:text-xl">{hero.subtitle}</p>
        <p className="font-mono text-xs font-semibold tracking-[0.25em] text-primary uppercase sm:text-sm">
          {hero.tagline}
        </p>

        <div className="max-w-3xl border-l-2 border-signal bg-card/70 px-4 py-3 sm:px-5">
          <p className="font-mono text-xs font-semibold tracking-[0.3em] text-signal">{hero.mission_label}</p>
          <p className="mt-1 text-foreground/90">{hero.mission_text}</p>
        </div>

        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
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

      <p className="flex flex-col items-center gap-1 pb-6 font-mono text-[0.7rem] tracking-[0.3em] text-muted-foreground">
        {hero.scroll_hint}
        <Glyph name="chevron-down" className="size-4 motion-safe:animate-bounce" />
      </p>
    </section>
  );
}
