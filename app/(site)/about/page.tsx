import { getPageContent } from '@/lib/content/load';
import { publicPageMetadata } from '@/lib/content/page-metadata';
import { ClosingSection } from '@/components/site/sections/about/closing-section';
import { JourneySection } from '@/components/site/sections/about/journey-section';
import { MissionSection } from '@/components/site/sections/about/mission-section';
import { WorkSection } from '@/components/site/sections/about/work-section';

export const generateMetadata = () => publicPageMetadata('about', 'profile');

export default async function AboutPage() {
  const [{ journey, work, mission, closing }, { links }] = await Promise.all([
    getPageContent('about'),
    getPageContent('site'),
  ]);
  return (
    <main id="main">
      <JourneySection journey={journey} />
      <WorkSection work={work} />
      <MissionSection mission={mission} />
      <ClosingSection closing={closing} email={links.email} />
    </main>
  );
}
