import { z } from 'zod';
import { LIMITS, line, list, text } from '../fields';

export const EXPERIENCE_STATUSES = ['ACTIVE DUTY', 'HONORABLE DISCHARGE', 'COMPLETED'] as const;
export const experienceStatusSchema = z.enum(EXPERIENCE_STATUSES);
export type ExperienceStatus = z.infer<typeof experienceStatusSchema>;

const experienceEntrySchema = z.object({
  company: line(LIMITS.title).meta({ label: 'Employer' }),
  title: line(LIMITS.title).meta({ label: 'Job title' }),
  date: line(LIMITS.label).meta({ label: 'Dates', hint: 'For example 2017 \u2013 2022.' }),
  status: experienceStatusSchema.meta({ label: 'Status', hint: 'The badge beside the dates.' }),
  highlights: list(line(LIMITS.sentence), { min: 1, max: 10 }).meta({ label: 'Highlights', itemLabel: 'Highlight' }),
  details: text(LIMITS.paragraph).meta({ label: 'Details' }),
});

/** portfolio: experience — the experience timeline, newest first. */
export const portfolioExperienceSchema = z
  .object({
    heading: line(LIMITS.title).meta({ label: 'Heading' }),
    experience: list(experienceEntrySchema, { min: 1, max: 12 }).meta({ label: 'Jobs', itemLabel: 'Job' }),
  })
  .meta({ label: 'Experience' });
export type PortfolioExperienceContent = z.infer<typeof portfolioExperienceSchema>;

export const portfolioExperienceDefaults: PortfolioExperienceContent = {
  heading: 'Operational History',
  experience: [
    {
      company: 'Independent (Veteran-Owned)',
      title: 'Founder, Full-Stack & AI Developer',
      date: '2022 – Present',
      status: 'ACTIVE DUTY',
      highlights: [
        'Building TaskPilot, a privacy-first AI task-management app',
        'Delivering AI integrations and automations for small businesses',
        'Designing secure data platforms with encryption and row-level security',
      ],
      details:
        'Runs a one-person development practice end to end: discovery, architecture, build, testing and ' +
        'deployment, with a standing rule that client data is never sold or shared.',
    },
    {
      company: 'Local Lawn Care (Veteran-Owned)',
      title: 'Owner / Operator',
      date: '2023 – Present',
      status: 'ACTIVE DUTY',
      highlights: [
        'Provides mowing, edging, trimming and seasonal cleanup',
        'Serves the local community and surrounding areas',
      ],
      details: 'Manages scheduling, estimates, equipment and customer relationships for a growing local client base.',
    },
    {
      company: 'Network Infrastructure Projects',
      title: 'Network Infrastructure Project Manager',
      date: '2017 – 2022',
      status: 'COMPLETED',
      highlights: [
        'Planned and coordinated network infrastructure deployments',
        'Managed schedules, vendors and stakeholders from kickoff to turnover',
        'Documented systems and procedures for sustained operations',
      ],
      details:
        'Led infrastructure projects where uptime and accountability mattered, bridging technical teams and ' +
        'business stakeholders.',
    },
    {
      company: 'United States Marine Corps',
      title: 'Aviation Logistics Information Management Systems Specialist (MOS 6694)',
      date: '2013 – 2017',
      status: 'HONORABLE DISCHARGE',
      highlights: [
        'Administered information systems supporting aviation maintenance and supply',
        'Maintained data accuracy behind aircraft readiness reporting',
        'Supported users and kept networks and workstations mission-ready',
      ],
      details:
        'Served as an ALIMS specialist. Separated honorably and is rated an 80% service-connected disabled veteran.',
    },
  ],
};

export const EDUCATION_TYPES = ['MILITARY', 'CIVILIAN'] as const;
export const educationTypeSchema = z.enum(EDUCATION_TYPES);
export type EducationType = z.infer<typeof educationTypeSchema>;

const educationEntrySchema = z.object({
  school: line(LIMITS.title).meta({ label: 'School' }),
  degree: line(LIMITS.title).meta({ label: 'Degree or course' }),
  date: line(LIMITS.label).meta({ label: 'Dates' }),
  type: educationTypeSchema.meta({ label: 'Kind', hint: 'Military or civilian.' }),
  details: text(LIMITS.sentence).optional().meta({ label: 'Details', hint: 'Optional.' }),
});

/** portfolio: education — the training and education grid. */
export const portfolioEducationSchema = z
  .object({
    heading: line(LIMITS.title).meta({ label: 'Heading' }),
    education: list(educationEntrySchema, { min: 1, max: 12 }).meta({
      label: 'Schools and courses',
      itemLabel: 'School or course',
    }),
  })
  .meta({ label: 'Education' });
export type PortfolioEducationContent = z.infer<typeof portfolioEducationSchema>;

export const portfolioEducationDefaults: PortfolioEducationContent = {
  heading: 'Training & Education',
  education: [
    {
      school: 'United States Marine Corps',
      degree: 'Recruit Training',
      date: '2013',
      type: 'MILITARY',
    },
    {
      school: 'Marine Corps Aviation Logistics Training',
      degree: 'Aviation Logistics Information Management Systems (ALIMS) Course',
      date: '2013',
      type: 'MILITARY',
      details: 'Qualified in MOS 6694: aviation logistics information systems, networks and data management.',
    },
    {
      school: 'Independent & Online Study',
      degree: 'Full-Stack Web Development',
      date: '2018 – 2021',
      type: 'CIVILIAN',
      details: 'JavaScript and TypeScript, React, Node.js, SQL databases, testing and deployment.',
    },
    {
      school: 'Independent & Online Study',
      degree: 'Applied AI Engineering',
      date: '2022 – Present',
      type: 'CIVILIAN',
      details: 'Language-model APIs, embeddings, retrieval pipelines and agentic workflow design.',
    },
  ],
};
