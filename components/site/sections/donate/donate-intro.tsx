import type { DonateIntroContent } from '@/lib/content/pages/donate';

export function DonateIntro({ intro, tagline }: { intro: DonateIntroContent; tagline: string }) {
  return (
    <section aria-labelledby="donate-heading" className="relative overflow-hidden border-b border-border/60">
      {/* Faint horizontal scan lines, the site's "tactical display" motif. */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[repeating-linear-gradient(180deg,transparent_0,transparent_23px,color-mix(in_oklab,var(--primary)_7%,transparent)_24px)]"
      />
      <div className="relative mx-auto max-w-4xl px-4 pt-28 pb-16 text-center sm:px-6 sm:pt-32 sm:pb-20">
        <p className="font-mono text-xs tracking-[0.2em] text-balance text-primary uppercase sm:tracking-[0.3em]">
          {tagline}
        </p>
        <h1 id="donate-heading" className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {intro.heading}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">{intro.text}</p>
      </div>
    </section>
  );
}
