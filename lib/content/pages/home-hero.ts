import { z } from 'zod';
import { LIMITS, line, list, text } from '../fields';

/** home: hero */
export const homeHeroSchema = z
  .object({
    mottos: list(line(LIMITS.label).meta({ label: 'Motto' }), { exactly: 4 }).meta({
      label: 'Mottos',
      itemLabel: 'Motto',
      hint: 'They take turns above the headline.',
    }),
    headline: line(LIMITS.title).meta({ label: 'Headline', hint: 'The large title at the top of the page.' }),
    subtitle: text(LIMITS.sentence).meta({ label: 'Introduction', hint: 'The sentence under the headline.' }),
    tagline: line(LIMITS.title).meta({ label: 'Tagline' }),
    mission_label: line(LIMITS.label).meta({ label: 'Current mission: title' }),
    mission_text: text(LIMITS.sentence).meta({ label: 'Current mission: text' }),
    taskpilot_button: line(LIMITS.label).meta({ label: 'TaskPilot button', hint: 'Opens TaskPilot in a new tab.' }),
    intel_button: line(LIMITS.label).meta({ label: 'About me button', hint: 'Scrolls down to the About section.' }),
    resume_button: line(LIMITS.label).meta({ label: 'Resume button', hint: 'Downloads the resume as a PDF.' }),
    scroll_hint: line(LIMITS.label).meta({
      label: 'Scroll hint',
      hint: 'The small text at the bottom of the top area.',
    }),
  })
  .meta({ label: 'Top of the page' });
export type HomeHeroContent = z.infer<typeof homeHeroSchema>;

export const homeHeroDefaults: HomeHeroContent = {
  mottos: ['Pride and Passion', 'Semper Fidelis', 'Honor, Courage, Commitment', 'Earned, Never Given'],
  headline: 'Marine Corps Veteran. Full-Stack & AI Developer.',
  subtitle:
    'From aviation logistics systems to AI-powered software: 9+ years of mission-critical experience, ' +
    'now building privacy-first tools for people and businesses, and keeping local lawns squared away.',
  tagline: 'Privacy-First • Mission-Focused • Results-Driven',
  mission_label: 'CURRENT MISSION',
  mission_text:
    'Building TaskPilot, an AI task manager that keeps your data yours, while delivering AI consulting ' +
    'and dependable lawn care to the local community.',
  taskpilot_button: 'DEPLOY TASKPILOT',
  intel_button: 'INTEL BRIEF',
  resume_button: 'DOWNLOAD RESUME',
  scroll_hint: 'SCROLL FOR BRIEFING',
};

/** home: doctrine */
export const homeDoctrineSchema = z
  .object({
    quote: text(LIMITS.sentence).meta({ label: 'Quote' }),
    attribution: line(LIMITS.title).meta({ label: 'Quoted from', hint: 'Shown under the quote.' }),
  })
  .meta({ label: 'Quote' });
export type HomeDoctrineContent = z.infer<typeof homeDoctrineSchema>;

export const homeDoctrineDefaults: HomeDoctrineContent = {
  quote:
    'Technology should serve the people who use it, never watch them. Build it right, secure it tight, ' +
    'and leave every mission better than you found it.',
  attribution: 'Jordan Reyes, Operating Doctrine',
};
