'use client';

// The public site's own section components, drawn in the dashboard's client bundle. They are
// plain presentational components (no data access, no server-only code), so the same code
// renders here from a draft and on the public pages, where they stay server components: this
// import adds nothing to the public pages' JavaScript. Loaded on demand (see preview-provider).
import { AboutSection } from '@/components/site/sections/home/about-section';
import { CallToActionSection } from '@/components/site/sections/home/call-to-action-section';
import { ContactSection } from '@/components/site/sections/home/contact-section';
import { CoreValuesSection } from '@/components/site/sections/home/core-values-section';
import { DoctrineQuote } from '@/components/site/sections/home/doctrine-quote';
import { Hero } from '@/components/site/sections/home/hero';
import { TechnologySection } from '@/components/site/sections/home/technology-section';
import { ClosingSection } from '@/components/site/sections/about/closing-section';
import { JourneySection } from '@/components/site/sections/about/journey-section';
import { MissionSection } from '@/components/site/sections/about/mission-section';
import { WorkSection } from '@/components/site/sections/about/work-section';
import { DirectContact } from '@/components/site/sections/donate/direct-contact';
import { DonateIntro } from '@/components/site/sections/donate/donate-intro';
import { FundingTransparency } from '@/components/site/sections/donate/funding-transparency';
import { MissionObjectives } from '@/components/site/sections/donate/mission-objectives';
import { PaymentCards } from '@/components/site/sections/donate/payment-cards';
import { SupporterBenefits } from '@/components/site/sections/donate/supporter-benefits';
import { EducationGrid } from '@/components/site/sections/portfolio/education-grid';
import { ExperienceTimeline } from '@/components/site/sections/portfolio/experience-timeline';
import { ResumeHeader } from '@/components/site/sections/portfolio/resume-header';
import { SkillsGrid } from '@/components/site/sections/portfolio/skills-grid';
import { ThankYou } from '@/components/site/sections/contact/thank-you';
import { TopicChoice } from '@/components/site/sections/contact/topic-choice';
import { PrivacyIntro } from '@/components/site/sections/privacy/privacy-intro';
import { PrivacyText } from '@/components/site/sections/privacy/privacy-text';
import { SectionHeading } from '@/components/site/sections/home/section-heading';
import { SiteFooter } from '@/components/site/site-footer';
import type { PublicSectionProps } from '@/app/(admin)/admin/(workspace)/dashboard/_components/content-manager/preview-context';
import { resumeFileName } from '@/lib/content/resume-file-name';
import { getSectionDefaults, sectionOrDefault, type PageName, type SectionContent } from '@/lib/content/registry';

type Renderers = { [P in PageName]: Record<string, (content: never, links: Links) => React.ReactNode> };
type Links = SectionContent<'site', 'links'>;

const renderers = {
  home: {
    hero: (c: SectionContent<'home', 'hero'>, l) => (
      <Hero hero={c} taskpilotUrl={l.taskpilot_url} resumeFileName={resumeFileName(l.brand_name)} />
    ),
    about: (c: SectionContent<'home', 'about'>) => <AboutSection about={c} />,
    core_values: (c: SectionContent<'home', 'core_values'>) => <CoreValuesSection content={c} />,
    technology: (c: SectionContent<'home', 'technology'>) => <TechnologySection content={c} />,
    doctrine: (c: SectionContent<'home', 'doctrine'>) => <DoctrineQuote doctrine={c} />,
    call_to_action: (c: SectionContent<'home', 'call_to_action'>, l) => (
      <CallToActionSection content={c} taskpilotUrl={l.taskpilot_url} />
    ),
    contact: (c: SectionContent<'home', 'contact'>, l) => <ContactSection contact={c} email={l.email} />,
    footer: (c: SectionContent<'home', 'footer'>) => <SiteFooter footer={c} />,
  },
  about: {
    journey: (c: SectionContent<'about', 'journey'>) => <JourneySection journey={c} />,
    work: (c: SectionContent<'about', 'work'>) => <WorkSection work={c} />,
    mission: (c: SectionContent<'about', 'mission'>) => <MissionSection mission={c} />,
    closing: (c: SectionContent<'about', 'closing'>, l) => <ClosingSection closing={c} email={l.email} />,
  },
  portfolio: {
    resume: (c: SectionContent<'portfolio', 'resume'>, l) => (
      <ResumeHeader resume={c} email={l.email} linkedinUrl={l.linkedin_url} />
    ),
    skills: (c: SectionContent<'portfolio', 'skills'>) => <SkillsGrid skills={c} />,
    experience: (c: SectionContent<'portfolio', 'experience'>) => <ExperienceTimeline experience={c} />,
    education: (c: SectionContent<'portfolio', 'education'>) => <EducationGrid education={c} />,
  },
  donate: {
    intro: (c: SectionContent<'donate', 'intro'>, l) => <DonateIntro intro={c} tagline={l.brand_tagline} />,
    payment: (c: SectionContent<'donate', 'payment'>) => <PaymentCards payment={c} />,
    objectives: (c: SectionContent<'donate', 'objectives'>) => <MissionObjectives objectives={c} />,
    benefits: (c: SectionContent<'donate', 'benefits'>) => <SupporterBenefits benefits={c} />,
    transparency: (c: SectionContent<'donate', 'transparency'>) => <FundingTransparency transparency={c} />,
    contact: (c: SectionContent<'donate', 'contact'>, l) => <DirectContact contact={c} email={l.email} />,
  },
  contact: {
    intro: (c: SectionContent<'contact', 'intro'>) => (
      <SectionHeading id="contact-title" code="COMMS" title={c.heading} intro={c.text} />
    ),
    topics: (c: SectionContent<'contact', 'topics'>) => <TopicChoice topic="lawn-care" wording={c} />,
    thank_you: (c: SectionContent<'contact', 'thank_you'>) => <ThankYou content={c} />,
  },
  privacy: {
    intro: (c: SectionContent<'privacy', 'intro'>) => <PrivacyIntro intro={c} />,
    text: (c: SectionContent<'privacy', 'text'>) => <PrivacyText text={c} />,
  },
  // The links show in the contact buttons; the landing page's contact section shows them with
  // the saved copy around them.
  site: {
    links: (c: Links) => <ContactSection contact={getSectionDefaults('home', 'contact')} email={c.email} />,
  },
} satisfies Renderers;

export default function PublicSectionPreview({ pageName, sectionName, content, links }: PublicSectionProps) {
  const page = Object.hasOwn(renderers, pageName)
    ? (renderers[pageName as PageName] as unknown as Record<
        string,
        (content: unknown, links: Links) => React.ReactNode
      >)
    : undefined;
  const render = page && Object.hasOwn(page, sectionName) ? page[sectionName] : undefined;
  if (!render) return <p className="p-4 text-sm text-muted-foreground">This section has no preview.</p>;
  const savedLinks = sectionOrDefault('site', 'links', links).content;
  return <div className="public-preview">{render(content, savedLinks)}</div>;
}
