import type { HomeDoctrineContent } from '@/lib/content/pages/home';
import { editable } from '@/lib/content/edit-marks';

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
            <span {...editable('home', 'doctrine', 'quote')}>{doctrine.quote}</span>
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
