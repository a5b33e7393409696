import { NumberedHeading } from '@/components/site/numbered-heading';
import type { AboutMissionContent } from '@/lib/content/pages/about';

export function MissionSection({ mission }: { mission: AboutMissionContent }) {
  return (
    <section aria-labelledby="mission-heading" className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <NumberedHeading id="mission-heading" index="02">
        {mission.heading}
      </NumberedHeading>
      <div className="space-y-5 rounded-lg border border-signal/30 bg-signal/5 p-6 text-base leading-relaxed sm:p-8 sm:text-lg">
        {mission.paragraphs.map((paragraph, i) => (
          <p key={i} className="max-w-3xl">
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
