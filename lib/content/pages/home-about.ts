import { z } from 'zod';
import { LIMITS, line, list, text } from '../fields';

/** home: about (anchor id "about", the INTEL BRIEF target) */
export const homeAboutSchema = z
  .object({
    heading: line(LIMITS.title).meta({ label: 'Heading' }),
    service_record_title: line(LIMITS.label).meta({ label: 'Service record card: title' }),
    mos: line(LIMITS.title).meta({ label: 'Service record card: specialty', hint: 'Your military job (MOS).' }),
    service_status: line(LIMITS.title).meta({ label: 'Service record card: status' }),
    core_values: list(line(LIMITS.label).meta({ label: 'Value' }), { min: 1, max: 6 }).meta({
      label: 'Service record card: values',
      itemLabel: 'Value',
    }),
    narrative: list(text(LIMITS.paragraph).meta({ label: 'Paragraph' }), { min: 1, max: 5 }).meta({
      label: 'Story',
      itemLabel: 'Paragraph',
    }),
    objectives_title: line(LIMITS.label).meta({ label: 'Objectives: title' }),
    objectives: list(line(LIMITS.sentence).meta({ label: 'Objective' }), { exactly: 4 }).meta({
      label: 'Objectives',
      itemLabel: 'Objective',
    }),
  })
  .meta({ label: 'About' });
export type HomeAboutContent = z.infer<typeof homeAboutSchema>;

export const homeAboutDefaults: HomeAboutContent = {
  heading: 'From the Flight Line to the Command Line',
  service_record_title: 'SERVICE RECORD',
  mos: 'MOS 6694 ALIMS Specialist',
  service_status: '80% Service-Connected Disabled Veteran',
  core_values: ['Honor', 'Courage', 'Commitment'],
  narrative: [
    'As a Marine Corps Aviation Logistics Information Management Systems (ALIMS) specialist, I kept the ' +
      'information systems behind aviation maintenance and supply running. When aircraft readiness depends ' +
      'on the data being right, you learn to build things that work the first time and keep working under pressure.',
    'After the Corps I carried that discipline into network infrastructure and software. Over 9+ years I have ' +
      'moved from managing systems to building them: full-stack web applications, secure data platforms and, ' +
      "today, AI-driven tools that take real work off people's plates.",
    'I run a one-person, veteran-owned operation on two fronts: AI development and consulting for people who ' +
      'need technology that respects their privacy, and local lawn care for neighbors who want the job done ' +
      'right. Different terrain, same standard.',
  ],
  objectives_title: 'CURRENT OBJECTIVES',
  objectives: [
    'Launch TaskPilot, a privacy-first AI task manager, to early supporters',
    'Deliver AI development and automation projects for small businesses',
    'Grow a reliable, veteran-owned lawn care service in the local community',
    'Build lasting independence through honest, mission-focused work',
  ],
};
