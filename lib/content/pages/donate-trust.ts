import { z } from 'zod';
import { LIMITS, emailInvitationSchema, line, list, titledItemSchema } from '../fields';

/** donate: benefits — early supporter benefits. */
export const donateBenefitsSchema = z
  .object({
    heading: line(LIMITS.title).meta({ label: 'Heading' }),
    items: list(titledItemSchema, { min: 1, max: 8 }).meta({ label: 'Benefits', itemLabel: 'Benefit' }),
  })
  .meta({ label: 'Early supporter benefits' });
export type DonateBenefitsContent = z.infer<typeof donateBenefitsSchema>;

export const donateBenefitsDefaults: DonateBenefitsContent = {
  heading: 'Early Supporter Benefits',
  items: [
    {
      title: 'Free Lifetime TaskPilot Subscription',
      description: 'Early supporters get full access to TaskPilot for life, including future premium features.',
    },
    {
      title: 'Founding Supporter Recognition',
      description: 'Your name listed among the founding supporters who helped launch the mission (optional).',
    },
    {
      title: 'Direct Input on Feature Development',
      description: 'Help shape the roadmap: vote on priorities and send feedback straight to the developer.',
    },
  ],
};

const transparencyStatSchema = z.object({
  value: line(20).meta({ label: 'Figure', hint: 'For example 90%+.' }),
  label: line(LIMITS.title).meta({ label: 'What it means' }),
});

/** donate: transparency — funding transparency figures. */
export const donateTransparencySchema = z
  .object({
    heading: line(LIMITS.title).meta({ label: 'Heading' }),
    items: list(transparencyStatSchema, { min: 1, max: 6 }).meta({ label: 'Figures', itemLabel: 'Figure' }),
  })
  .meta({ label: 'Funding transparency' });
export type DonateTransparencyContent = z.infer<typeof donateTransparencySchema>;

export const donateTransparencyDefaults: DonateTransparencyContent = {
  heading: 'Funding Transparency',
  items: [
    { value: '90%+', label: 'Direct to development' },
    { value: '100%', label: 'Veteran-owned' },
    { value: '0%', label: 'Data sold' },
  ],
};

/** donate: contact — direct contact section. */
export const donateContactSchema = emailInvitationSchema('Contact');
export type DonateContactContent = z.infer<typeof donateContactSchema>;

export const donateContactDefaults: DonateContactContent = {
  heading: 'Questions? Reach Out Directly',
  text:
    'Want to know more about TaskPilot, discuss a larger contribution or partnership, or just say thanks? ' +
    'Send a message and you will hear back from me personally.',
  button: 'CONTACT DIRECTLY',
  subject: 'Support the Mission',
};
