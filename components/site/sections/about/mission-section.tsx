import { NumberedHeading } from '@/components/site/numbered-heading';
import type { AboutMissionContent } from '@/lib/content/pages/about';

export function MissionSection({ mission }: { mission: AboutMissionContent }) {
  return (
    <section aria-labelledby="mission-heading" className="page-section">
      <NumberedHeading id="mission-heading" index="02">
        {mission.heading}
      </NumberedHeading>
      <div className="mission-box">
        {mission.paragraphs.map((paragraph, i) => (
          <p key={i} className="max-w-3xl">
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
