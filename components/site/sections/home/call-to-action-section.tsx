import { Glyph } from '@/components/site/glyph';
import type { HomeCallToActionContent } from '@/lib/content/pages/home';
import { actionClass } from '@/components/site/action-styles';
import { SectionHeading } from './section-heading';

/**
 * The two mission cards. REQUEST TECH CONSULTATION and REQUEST LAWN CARE QUOTE open the on-site
 * form with the topic chosen; the form keeps the spec's mailto (these subjects) one click away.
 */
export function CallToActionSection({
  content,
  taskpilotUrl,
}: {
  content: HomeCallToActionContent;
  taskpilotUrl: string;
}) {
  return (
    <section aria-labelledby="cta-title" className="py-20 sm:py-24">
      <div className="landing-wrap">
        <SectionHeading id="cta-title" code="04 DEPLOY" title={content.heading} />
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="cta-card border-primary/40">
            <h3 className="cta-title text-primary">
              <Glyph name="cpu" className="size-6" />
              {content.tech_title}
            </h3>
            <p className="mt-4 flex-1 text-muted-foreground">{content.tech_description}</p>
            <div className="mt-6 action-row">
              <a href={taskpilotUrl} target="_blank" rel="noopener noreferrer" className={actionClass.primary}>
                <Glyph name="rocket" />
                {content.tech_taskpilot_button}
                <Glyph name="external-link" className="opacity-70" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              <a href="/contact?topic=tech" className={actionClass.outline}>
                <Glyph name="mail" />
                {content.tech_consult_button}
              </a>
            </div>
          </div>

          <div className="cta-card border-signal/40">
            <h3 className="cta-title text-signal">
              <Glyph name="leaf" className="size-6" />
              {content.field_title}
            </h3>
            <p className="mt-4 text-muted-foreground">{content.field_description}</p>
            <p className="mt-4 flex flex-1 items-start gap-2 text-sm">
              <Glyph name="map-pin" className="mt-0.5 size-4 shrink-0 text-signal" />
              {content.field_service_area}
            </p>
            <div className="mt-6 flex">
              <a href="/contact?topic=lawn-care" className={actionClass.signal}>
                <Glyph name="mail" />
                {content.field_quote_button}
              </a>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
