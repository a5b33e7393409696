import { z } from 'zod';
import { LIMITS, cashtag, httpsUrl, line, text, titledItemSchema, venmoAppUrl, venmoHandle } from '../fields';

/** donate: intro */
export const donateIntroSchema = z
  .object({
    heading: line(LIMITS.title).meta({ label: 'Heading' }),
    text: text(LIMITS.paragraph).meta({ label: 'Text' }),
  })
  .meta({ label: 'Introduction' });
export type DonateIntroContent = z.infer<typeof donateIntroSchema>;

export const donateIntroDefaults: DonateIntroContent = {
  heading: 'Support the Mission',
  text:
    'TaskPilot is being built by one veteran, independently, with no investors and no data brokers. Your ' +
    'support funds development, keeps the mission veteran-owned and helps prove that useful AI does not ' +
    'have to come at the cost of your privacy.',
};

/** donate: payment — CashApp and Venmo cards. */
export const donatePaymentSchema = z
  .object({
    cashapp_tag: cashtag().meta({ label: 'Cash App name', hint: 'Starts with $, e.g. $YourName.' }),
    cashapp_url: httpsUrl().meta({ label: 'Cash App link', hint: 'https://cash.app/$YourName' }),
    venmo_tag: venmoHandle().meta({ label: 'Venmo name', hint: 'Starts with @, e.g. @Your-Name.' }),
    venmo_url: httpsUrl().meta({ label: 'Venmo link', hint: 'https://venmo.com/u/Your-Name' }),
    venmo_app_url: venmoAppUrl().meta({
      label: 'Venmo app link',
      hint: 'Opens the Venmo app on a phone: venmo://users/Your-Name',
    }),
    note: text(LIMITS.sentence).meta({ label: 'Note under the cards' }),
  })
  .meta({ label: 'Ways to give' });
export type DonatePaymentContent = z.infer<typeof donatePaymentSchema>;

export const donatePaymentDefaults: DonatePaymentContent = {
  cashapp_tag: '$ExampleMission',
  cashapp_url: 'https://cash.app/$ExampleMission',
  venmo_tag: '@Example-Mission',
  venmo_url: 'https://venmo.com/u/Example-Mission',
  venmo_app_url: 'venmo://users/Example-Mission',
  note:
    'Contributions are personal gifts to support development, not tax-deductible charitable donations. ' +
    'Thank you for standing with the mission.',
};

/** donate: objectives — primary, secondary and tertiary mission objectives. */
export const donateObjectivesSchema = z
  .object({
    primary: titledItemSchema.meta({ label: 'First objective' }),
    secondary: titledItemSchema.meta({ label: 'Second objective' }),
    tertiary: titledItemSchema.meta({ label: 'Third objective' }),
  })
  .meta({ label: 'Mission objectives' });
export type DonateObjectivesContent = z.infer<typeof donateObjectivesSchema>;

export const donateObjectivesDefaults: DonateObjectivesContent = {
  primary: {
    title: 'TaskPilot Development',
    description:
      'Fund the build-out of TaskPilot: new AI features, stronger security, mobile support and the ' +
      'infrastructure to run it reliably.',
  },
  secondary: {
    title: 'Veteran Independence',
    description:
      'Help a service-connected disabled veteran build a sustainable, self-directed business that answers ' +
      'to customers and supporters, not investors.',
  },
  tertiary: {
    title: 'Community Impact',
    description:
      'Reinvest in the local community through dependable services, technology help for small businesses ' +
      'and tools that respect the people who use them.',
  },
};
