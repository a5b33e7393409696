import {
  portfolioEducationDefaults,
  portfolioEducationSchema,
  portfolioExperienceDefaults,
  portfolioExperienceSchema,
} from './portfolio-history';
import {
  portfolioResumeDefaults,
  portfolioResumeSchema,
  portfolioSkillsDefaults,
  portfolioSkillsSchema,
} from './portfolio-resume';
import { portfolioSeoDefaults, pageSeoSchema } from './seo';

export * from './portfolio-history';
export * from './portfolio-resume';

/** Sections of the portfolio (resume) page, in page order. */
export const portfolioSections = {
  resume: { schema: portfolioResumeSchema, defaults: portfolioResumeDefaults },
  skills: { schema: portfolioSkillsSchema, defaults: portfolioSkillsDefaults },
  experience: { schema: portfolioExperienceSchema, defaults: portfolioExperienceDefaults },
  education: { schema: portfolioEducationSchema, defaults: portfolioEducationDefaults },
  seo: { schema: pageSeoSchema, defaults: portfolioSeoDefaults },
} as const;
