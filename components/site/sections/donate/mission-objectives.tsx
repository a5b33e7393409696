import { Glyph } from '@/components/site/glyph';
import type { GlyphName } from '@/components/site/glyphs';
import type { DonateObjectivesContent } from '@/lib/content/pages/donate';
import { SectionHeader } from './section-header';
import { editable } from '@/lib/content/edit-marks';

const priorities: { key: keyof DonateObjectivesContent; label: string; icon: GlyphName }[] = [
  { key: 'primary', label: 'Primary', icon: 'target' },
  { key: 'secondary', label: 'Secondary', icon: 'shield' },
  { key: 'tertiary', label: 'Tertiary', icon: 'users' },
];

export function MissionObjectives({ objectives }: { objectives: DonateObjectivesContent }) {
  return (
    <section aria-labelledby="objectives-heading" className="band">
      <div className="page-section">
        <SectionHeader id="objectives-heading" code="02 // Objectives" title="Mission Objectives" />
        <ol className="grid gap-6 md:grid-cols-3">
          {priorities.map(({ key, label, icon }) => (
            <li key={key} className="objective-card">
              <div className="flex items-center justify-between">
                <p className="eyebrow">{label}</p>
                <Glyph name={icon} className="size-5 text-primary" />
              </div>
              <h3 className="mt-4 text-lg font-semibold" {...editable('donate', 'objectives', `${key}.title`)}>
                {objectives[key].title}
              </h3>
              <p
                className="mt-2 text-sm text-muted-foreground"
                {...editable('donate', 'objectives', `${key}.description`)}
              >
                {objectives[key].description}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
