import type { Metadata } from 'next';
import { getPageContent } from '@/lib/content/load';
import { withSocialCard } from '@/lib/site-images/social-metadata';
import { resumeFileName } from '@/lib/content/resume-file-name';
import { getShownImage } from '@/lib/site-images/load';
import { AboutSection } from './_components/about-section';
import { CallToActionSection } from './_components/call-to-action-section';
import { ContactSection } from './_components/contact-section';
import { CoreValuesSection } from './_components/core-values-section';
import { DoctrineQuote } from './_components/doctrine-quote';
import { Hero } from './_components/hero';
import { TechnologySection } from './_components/technology-section';

const title = 'Mission Ready Tech | Veteran-Owned AI Development & Lawn Care';
const description =
  'Marine Corps veteran and full-stack AI developer: privacy-first AI development and consulting, ' +
  'the TaskPilot app, and dependable veteran-owned lawn care.';

const metadata: Metadata = {
  title: { absolute: title },
  description,
  openGraph: { title, description, type: 'website' },
  twitter: { card: 'summary', title, description },
};

export const generateMetadata = () => withSocialCard(metadata);

export default async function HomePage() {
  const [home, { links }, photo] = await Promise.all([
    getPageContent('home'),
    getPageContent('site'),
    getShownImage('about-photo'),
  ]);
  return (
    <main id="main">
      <Hero hero={home.hero} taskpilotUrl={links.taskpilot_url} resumeFileName={resumeFileName(links.brand_name)} />
      <AboutSection about={home.about} photo={photo!} />
      <CoreValuesSection content={home.core_values} />
      <TechnologySection content={home.technology} />
      <DoctrineQuote doctrine={home.doctrine} />
      <CallToActionSection content={home.call_to_action} taskpilotUrl={links.taskpilot_url} />
      <ContactSection contact={home.contact} email={links.email} />
    </main>
  );
}
