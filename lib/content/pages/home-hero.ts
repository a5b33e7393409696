import { z } from 'zod';
import { LIMITS, line, list, text } from '../fields';

/** home: hero */
export const homeHeroSchema = z.object({
  mottos: list(line(LIMITS.label), { exactly: 4 }),
  headline: line(LIMITS.title),
  subtitle: text(LIMITS.sentence),
  tagline: line(LIMITS.title),
  mission_label: line(LIMITS.label),
  mission_text: text(LIMITS.sentence),
  taskpilot_button: line(LIMITS.label),
  intel_button: line(LIMITS.label),
  resume_button: line(LIMITS.label),
  scroll_hint: line(LIMITS.label),
});
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
export const homeDoctrineSchema = z.object({
  quote: text(LIMITS.sentence),
  attribution: line(LIMITS.title),
});
export type HomeDoctrineContent = z.infer<typeof homeDoctrineSchema>;

export const homeDoctrineDefaults: HomeDoctrineContent = {
  quote:
    'Technology should serve the people who use it, never watch them. Build it right, secure it tight, ' +
    'and leave every mission better than you found it.',
  attribution: 'Jordan Reyes, Operating Doctrine',
};
