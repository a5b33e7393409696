import { z } from 'zod';
import { LIMITS, line, text, emailInvitationSchema } from '../fields';

/** home: call_to_action — tech operations and field operations cards. */
export const homeCallToActionSchema = z
  .object({
    heading: line(LIMITS.title).meta({ label: 'Heading' }),
    tech_title: line(LIMITS.title).meta({ label: 'Tech card: title' }),
    tech_description: text(LIMITS.paragraph).meta({ label: 'Tech card: text' }),
    tech_taskpilot_button: line(LIMITS.label).meta({
      label: 'Tech card: TaskPilot button',
      hint: 'Opens TaskPilot in a new tab.',
    }),
    tech_consult_button: line(LIMITS.label).meta({
      label: 'Tech card: consultation button',
      hint: 'Opens an e-mail to you.',
    }),
    tech_consult_subject: line(LIMITS.title).meta({
      label: 'Tech card: e-mail subject',
      hint: 'The subject line of the e-mail that button starts.',
    }),
    field_title: line(LIMITS.title).meta({ label: 'Lawn care card: title' }),
    field_description: text(LIMITS.paragraph).meta({ label: 'Lawn care card: text' }),
    field_service_area: line(LIMITS.title).meta({ label: 'Lawn care card: service area' }),
    field_quote_button: line(LIMITS.label).meta({
      label: 'Lawn care card: quote button',
      hint: 'Opens an e-mail to you.',
    }),
    field_quote_subject: line(LIMITS.title).meta({
      label: 'Lawn care card: e-mail subject',
      hint: 'The subject line of the e-mail that button starts.',
    }),
  })
  .meta({ label: 'Choose your mission' });
export type HomeCallToActionContent = z.infer<typeof homeCallToActionSchema>;

export const homeCallToActionDefaults: HomeCallToActionContent = {
  heading: 'Choose Your Mission',
  tech_title: 'TECH OPERATIONS',
  tech_description:
    'AI development, automation and full-stack web applications built privacy-first. Try TaskPilot today, ' +
    'or request a consultation to scope a custom solution for your business.',
  tech_taskpilot_button: 'DEPLOY TASKPILOT',
  tech_consult_button: 'REQUEST TECH CONSULTATION',
  tech_consult_subject: 'AI Development Inquiry',
  field_title: 'FIELD OPERATIONS',
  field_description:
    'Professional lawn care with military precision: mowing, edging, trimming and seasonal cleanup, ' +
    'on schedule and done right the first time.',
  field_service_area: 'Local community and surrounding areas',
  field_quote_button: 'REQUEST LAWN CARE QUOTE',
  field_quote_subject: 'Lawn Care Service Inquiry',
};

/** home: contact */
export const homeContactSchema = emailInvitationSchema('Contact');
export type HomeContactContent = z.infer<typeof homeContactSchema>;

export const homeContactDefaults: HomeContactContent = {
  heading: 'Open a Channel',
  text:
    'Have a project, a position or a question? Send a message and expect a direct, honest reply, ' +
    'usually within one business day.',
  button: 'CONTACT BY EMAIL',
  subject: 'Professional Inquiry',
};

/** home: footer */
export const homeFooterSchema = z
  .object({
    copyright: line(LIMITS.title).meta({
      label: 'Copyright line',
      hint: 'The year after \u00a9 follows the calendar on its own.',
    }),
    tagline: line(LIMITS.title).meta({ label: 'Tagline' }),
  })
  .meta({ label: 'Footer' });
export type HomeFooterContent = z.infer<typeof homeFooterSchema>;

export const homeFooterDefaults: HomeFooterContent = {
  copyright: '© 2025 Jordan Reyes. All rights reserved.',
  tagline: 'Veteran-owned and operated • Semper Fidelis',
};
