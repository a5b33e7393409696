import { getPageContent } from '@/lib/content/load';
import { publicPageMetadata } from '@/lib/content/page-metadata';
import { EducationGrid } from '@/components/site/sections/portfolio/education-grid';
import { ExperienceTimeline } from '@/components/site/sections/portfolio/experience-timeline';
import { ResumeHeader } from '@/components/site/sections/portfolio/resume-header';
import { SkillsGrid } from '@/components/site/sections/portfolio/skills-grid';

export const generateMetadata = () => publicPageMetadata('portfolio', 'profile');

export default async function PortfolioPage() {
  const [{ resume, skills, experience, education }, { links }] = await Promise.all([
    getPageContent('portfolio'),
    getPageContent('site'),
  ]);
  // The site-wide links are the one place the owner's e-mail and LinkedIn are kept, so every
  // contact button on the site changes together; the resume's own copies are not used.
  return (
    <main id="main">
      <ResumeHeader resume={resume} email={links.email} linkedinUrl={links.linkedin_url} />
      <SkillsGrid skills={skills} />
      <ExperienceTimeline experience={experience} />
      <EducationGrid education={education} />
    </main>
  );
}
