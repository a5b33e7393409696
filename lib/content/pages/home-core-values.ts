import { z } from 'zod';
import { LIMITS, line, list, text } from '../fields';
import { iconSchema } from '../icons';

const coreValueSchema = z
  .object({
    title: line(LIMITS.title).meta({ label: 'Title' }),
    description: text(LIMITS.paragraph).meta({ label: 'Description' }),
    icon: iconSchema.meta({ label: 'Icon' }),
    highlight: line(LIMITS.title).meta({ label: 'Highlight', hint: 'The short line at the bottom of the card.' }),
  })
  .meta({ label: 'Value' });

/** home: core_values — six cards and a closing quote. */
export const homeCoreValuesSchema = z
  .object({
    heading: line(LIMITS.title).meta({ label: 'Heading' }),
    intro: text(LIMITS.sentence).meta({ label: 'Introduction' }),
    values: list(coreValueSchema, { exactly: 6 }).meta({ label: 'Values', itemLabel: 'Value' }),
    closing_quote: text(LIMITS.sentence).meta({ label: 'Closing quote' }),
  })
  .meta({ label: 'Core values' });
export type HomeCoreValuesContent = z.infer<typeof homeCoreValuesSchema>;

export const homeCoreValuesDefaults: HomeCoreValuesContent = {
  heading: 'Core Values',
  intro:
    'The principles that kept Marines mission-ready are the same ones that guide every project I take on, ' +
    'whether it is an AI platform or a front yard.',
  values: [
    {
      title: 'Privacy First',
      description:
        'Your data belongs to you. I design systems that collect only what they need, protect what they keep, ' +
        'and never sell or share it.',
      icon: 'lock',
      highlight: 'Zero data sold. Ever.',
    },
    {
      title: 'Tactical Efficiency',
      description:
        'No wasted motion. Clear objectives, lean solutions and automation where it counts, so time and budget ' +
        'go toward results instead of overhead.',
      icon: 'zap',
      highlight: 'Maximum impact, minimum overhead',
    },
    {
      title: 'Adaptive Intelligence',
      description:
        'Plans change when conditions change. I use AI to adapt to how you actually work and keep learning ' +
        'as the technology moves forward.',
      icon: 'brain',
      highlight: 'AI that adapts to you',
    },
    {
      title: 'Unit Cohesion',
      description:
        'Every client is part of the team. Straight communication, shared goals and follow-through from the ' +
        'first brief to the final handoff.',
      icon: 'users',
      highlight: 'Your mission is my mission',
    },
    {
      title: 'Honor-Bound Security',
      description:
        'Security is a duty, not a feature. Encryption, least-privilege access and careful handling of ' +
        'credentials are built in from day one.',
      icon: 'shield-check',
      highlight: 'Secured by design',
    },
    {
      title: 'After-Action Analytics',
      description:
        'Every mission ends with a debrief. I measure what happened, learn from it and turn those lessons ' +
        'into the next improvement.',
      icon: 'chart-bar',
      highlight: 'Measure, learn, improve',
    },
  ],
  closing_quote:
    'These values were earned in uniform. They are not slogans; they are the standard I hold myself to ' +
    'on every job.',
};
