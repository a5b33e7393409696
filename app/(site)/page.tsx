import { getPageContent } from '@/lib/content/load';
import { publicPageMetadata } from '@/lib/content/page-metadata';
import { resumeFileName } from '@/lib/content/resume-file-name';
import { getShownImage } from '@/lib/site-images/load';
import { AboutSection } from '@/components/site/sections/home/about-section';
import { CallToActionSection } from '@/components/site/sections/home/call-to-action-section';
import { ContactSection } from '@/components/site/sections/home/contact-section';
import { CoreValuesSection } from '@/components/site/sections/home/core-values-section';
import { DoctrineQuote } from '@/components/site/sections/home/doctrine-quote';
import { Hero } from '@/components/site/sections/home/hero';
import { FirstFrameScript } from '@/components/site/first-frame-script';
import { bodyFont } from '@/app/fonts';
import { TechnologySection } from '@/components/site/sections/home/technology-section';

export const generateMetadata = () => publicPageMetadata('home', 'website');

export default async function HomePage() {
  const [home, { links }, photo] = await Promise.all([
    getPageContent('home'),
    getPageContent('site'),
    getShownImage('about-photo'),
  ]);
  return (
    <main id="main">
      <FirstFrameScript font={bodyFont} />
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
