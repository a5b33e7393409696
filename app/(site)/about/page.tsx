import type { Metadata } from 'next';
import { getPageContent } from '@/lib/content/load';
import { withSocialCard } from '@/lib/site-images/social-metadata';
import { ClosingSection } from '@/components/site/sections/about/closing-section';
import { JourneySection } from '@/components/site/sections/about/journey-section';
import { MissionSection } from '@/components/site/sections/about/mission-section';
import { WorkSection } from '@/components/site/sections/about/work-section';

const description =
  'From Marine Corps aviation logistics systems to full-stack and AI development: the journey, the work and the mission.';

const metadata: Metadata = {
  title: 'About',
  description,
  openGraph: { title: 'About', description, type: 'profile' },
  twitter: { card: 'summary', title: 'About', description },
};

export const generateMetadata = () => withSocialCard(metadata);

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
