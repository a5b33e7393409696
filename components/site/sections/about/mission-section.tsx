import { NumberedHeading } from '@/components/site/numbered-heading';
import type { AboutMissionContent } from '@/lib/content/pages/about';
import { editable } from '@/lib/content/edit-marks';

export function MissionSection({ mission }: { mission: AboutMissionContent }) {
  return (
    <section aria-labelledby="mission-heading" className="page-section">
      <NumberedHeading id="mission-heading" index="02">
        <span {...editable('about', 'mission', 'heading')}>{mission.heading}</span>
      </NumberedHeading>
      <div className="mission-box">
        {mission.paragraphs.map((paragraph, i) => (
          <p key={i} className="max-w-3xl" {...editable('about', 'mission', `paragraphs.${i}`)}>
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
