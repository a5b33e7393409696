import type { HomeDoctrineContent } from '@/lib/content/pages/home';

export function DoctrineQuote({ doctrine }: { doctrine: HomeDoctrineContent }) {
  return (
    <div id="doctrine" className="doctrine">
      <div aria-hidden="true" className="doctrine-stripes" />
      <figure className="doctrine-figure">
        <blockquote className="doctrine-quote">
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
        <figcaption className="doctrine-source">{`— ${doctrine.attribution}`}</figcaption>
      </figure>
    </div>
  );
}
