import { createElement, Fragment, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '@/components/site/site-footer';
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
import { AboutSection } from '@/components/site/sections/home/about-section';
import { CallToActionSection } from '@/components/site/sections/home/call-to-action-section';
import { ContactSection } from '@/components/site/sections/home/contact-section';
import { CoreValuesSection } from '@/components/site/sections/home/core-values-section';
import { DoctrineQuote } from '@/components/site/sections/home/doctrine-quote';
import { Hero } from '@/components/site/sections/home/hero';
import { TechnologySection } from '@/components/site/sections/home/technology-section';
import { EducationGrid } from '@/components/site/sections/portfolio/education-grid';
import { ExperienceTimeline } from '@/components/site/sections/portfolio/experience-timeline';
import { ResumeHeader } from '@/components/site/sections/portfolio/resume-header';
import { SkillsGrid } from '@/components/site/sections/portfolio/skills-grid';
import { getSectionDefaults as d } from '@/lib/content/registry';

// Every class list a public server component writes is sent twice on each request, in the HTML and
// again in the inline RSC payload, and serving a page costs in proportion to its bytes (bench
// figure 1). Repeated and long lists are short component classes instead (app/blocks-*.css); these
// ceilings, on the default content, keep them from creeping back (issue #26: 2.2-8.7 KB a page before, about 45% of that after).
const links = d('site', 'links');
const footer = createElement(SiteFooter, { footer: d('home', 'footer') });
const pages: Record<string, { sections: ReactElement[]; ceiling: number }> = {
  '/': {
    ceiling: 4_000,
    sections: [
      createElement(Hero, { hero: d('home', 'hero'), taskpilotUrl: links.taskpilot_url, resumeFileName: 'cv.pdf' }),
      createElement(AboutSection, { about: d('home', 'about') }),
      createElement(CoreValuesSection, { content: d('home', 'core_values') }),
      createElement(TechnologySection, { content: d('home', 'technology') }),
      createElement(DoctrineQuote, { doctrine: d('home', 'doctrine') }),
      createElement(CallToActionSection, { content: d('home', 'call_to_action'), taskpilotUrl: links.taskpilot_url }),
      createElement(ContactSection, { contact: d('home', 'contact'), email: links.email }),
    ],
  },
  '/about': {
    ceiling: 1_000,
    sections: [
      createElement(JourneySection, { journey: d('about', 'journey') }),
      createElement(WorkSection, { work: d('about', 'work') }),
      createElement(MissionSection, { mission: d('about', 'mission') }),
      createElement(ClosingSection, { closing: d('about', 'closing'), email: links.email }),
    ],
  },
  '/portfolio': {
    ceiling: 3_100,
    sections: [
      createElement(ResumeHeader, {
        resume: d('portfolio', 'resume'),
        email: links.email,
        linkedinUrl: links.linkedin_url,
      }),
      createElement(SkillsGrid, { skills: d('portfolio', 'skills') }),
      createElement(ExperienceTimeline, { experience: d('portfolio', 'experience') }),
      createElement(EducationGrid, { education: d('portfolio', 'education') }),
    ],
  },
  '/donate': {
    ceiling: 2_600,
    sections: [
      createElement(DonateIntro, { intro: d('donate', 'intro'), tagline: links.brand_tagline }),
      createElement(PaymentCards, { payment: d('donate', 'payment') }),
      createElement(MissionObjectives, { objectives: d('donate', 'objectives') }),
      createElement(SupporterBenefits, { benefits: d('donate', 'benefits') }),
      createElement(FundingTransparency, { transparency: d('donate', 'transparency') }),
      createElement(DirectContact, { contact: d('donate', 'contact'), email: links.email }),
    ],
  },
};

const classBytes = (html: string) => [...html.matchAll(/\sclass="([^"]*)"/g)].reduce((n, m) => n + m[1]!.length, 0);

describe('class lists on the public pages (default content)', () => {
  it.each(Object.entries(pages))('%s stays under its ceiling', (_path, { sections, ceiling }) => {
    const html = renderToStaticMarkup(createElement(Fragment, null, ...sections, footer));
    expect(classBytes(html)).toBeLessThan(ceiling);
  });
});
