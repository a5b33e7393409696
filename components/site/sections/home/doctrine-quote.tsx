import type { HomeDoctrineContent } from '@/lib/content/pages/home';

export function DoctrineQuote({ doctrine }: { doctrine: HomeDoctrineContent }) {
  return (
    <div
      id="doctrine"
      className="relative isolate overflow-hidden border-y border-primary/30 bg-primary/5 py-16 sm:py-20"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[repeating-linear-gradient(135deg,oklch(1_0_0/0.025)_0_2px,transparent_2px_14px)]"
      />
      <figure className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <blockquote className="text-2xl leading-snug font-semibold text-balance sm:text-3xl">
          <p>
            <span aria-hidden="true" className="text-signal">
              &ldquo;
            </span>
            {doctrine.quote}
            <span aria-hidden="true" className="text-signal">
              &rdquo;
            </span>
          </p>
        </blockquote>
        <figcaption className="mt-6 font-mono text-xs tracking-[0.3em] text-primary uppercase">
          {`— ${doctrine.attribution}`}
        </figcaption>
      </figure>
    </div>
  );
}
