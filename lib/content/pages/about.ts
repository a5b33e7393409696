import { z } from 'zod';
import { LIMITS, line, list, text, titledItemSchema, emailInvitationSchema } from '../fields';
import { aboutSeoDefaults, pageSeoSchema } from './seo';

/** about: journey */
export const aboutJourneySchema = z
  .object({
    heading: line(LIMITS.title).meta({ label: 'Heading' }),
    paragraphs: list(text(LIMITS.paragraph), { min: 1, max: 8 }).meta({ label: 'Paragraphs', itemLabel: 'Paragraph' }),
  })
  .meta({ label: 'My journey' });
export type AboutJourneyContent = z.infer<typeof aboutJourneySchema>;

export const aboutJourneyDefaults: AboutJourneyContent = {
  heading: 'My Journey',
  paragraphs: [
    'I enlisted in the United States Marine Corps and served as an Aviation Logistics Information Management ' +
      'Systems (ALIMS) specialist, MOS 6694. My job was to keep the networks, databases and software behind ' +
      'aviation maintenance and supply available and accurate, because squadrons cannot fly on bad data.',
    'I left the Corps as an 80% service-connected disabled veteran, and I brought the Marine Corps values of ' +
      'honor, courage and commitment with me. I moved into network infrastructure project management, then ' +
      'into software development, teaching myself the full stack one mission at a time.',
    'Today, with 9+ years of experience across logistics systems, infrastructure and development, I build ' +
      'AI-powered applications and help businesses put modern tools to work without giving up their privacy.',
  ],
};

/** about: work — "What I've Been Working On" */
export const aboutWorkSchema = z
  .object({
    heading: line(LIMITS.title).meta({ label: 'Heading' }),
    items: list(titledItemSchema, { min: 1, max: 12 }).meta({ label: 'Projects', itemLabel: 'Project' }),
  })
  .meta({ label: 'What I have been working on' });
export type AboutWorkContent = z.infer<typeof aboutWorkSchema>;

export const aboutWorkDefaults: AboutWorkContent = {
  heading: "What I've Been Working On",
  items: [
    {
      title: 'TaskPilot',
      description:
        'A privacy-first AI task manager that turns scattered to-dos into a clear plan of action, without ' +
        'selling or mining your data.',
    },
    {
      title: 'AI Development & Consulting',
      description:
        'Helping small businesses adopt AI the right way: assistants, document search and automations that ' +
        'save real hours and keep sensitive information protected.',
    },
    {
      title: 'Agentic Workflow Systems',
      description:
        'Building AI agents that plan, use tools and carry out multi-step tasks with a human in command, ' +
        'backed by long-term memory so they get better with use.',
    },
    {
      title: 'Local Lawn Care',
      description:
        'A veteran-owned lawn care service for the local community: dependable scheduling, sharp results and ' +
        'a handshake you can trust.',
    },
  ],
};

/** about: mission */
export const aboutMissionSchema = z
  .object({
    heading: line(LIMITS.title).meta({ label: 'Heading' }),
    paragraphs: list(text(LIMITS.paragraph), { min: 1, max: 8 }).meta({ label: 'Paragraphs', itemLabel: 'Paragraph' }),
  })
  .meta({ label: 'The mission' });
export type AboutMissionContent = z.infer<typeof aboutMissionSchema>;

export const aboutMissionDefaults: AboutMissionContent = {
  heading: 'The Mission',
  paragraphs: [
    'My mission is to build technology that serves people instead of exploiting them. Too many apps treat ' +
      'personal data as the product. Everything I build starts from the opposite assumption: your information ' +
      'is yours, and software should earn your trust.',
    'Every project, whether it is a line of code or a freshly cut lawn, is a chance to show what veteran ' +
      'discipline delivers: clear communication, honest work and results you can count on.',
  ],
};

/** about: closing — invitation with an e-mail link. */
export const aboutClosingSchema = emailInvitationSchema('Closing invitation');
export type AboutClosingContent = z.infer<typeof aboutClosingSchema>;

export const aboutClosingDefaults: AboutClosingContent = {
  heading: "Let's Build Something Together",
  text:
    'Whether you need an AI solution, a developer for your team or a reliable crew for your lawn, I would ' +
    'like to hear about your mission.',
  button: 'GET IN TOUCH',
  subject: "Let's Connect",
};

/** Sections of the about page, in page order. */
export const aboutSections = {
  journey: { schema: aboutJourneySchema, defaults: aboutJourneyDefaults },
  work: { schema: aboutWorkSchema, defaults: aboutWorkDefaults },
  mission: { schema: aboutMissionSchema, defaults: aboutMissionDefaults },
  closing: { schema: aboutClosingSchema, defaults: aboutClosingDefaults },
  seo: { schema: pageSeoSchema, defaults: aboutSeoDefaults },
} as const;
