import {
  donateIntroDefaults,
  donateIntroSchema,
  donateObjectivesDefaults,
  donateObjectivesSchema,
  donatePaymentDefaults,
  donatePaymentSchema,
} from './donate-support';
import {
  donateBenefitsDefaults,
  donateBenefitsSchema,
  donateContactDefaults,
  donateContactSchema,
  donateTransparencyDefaults,
  donateTransparencySchema,
} from './donate-trust';
import { donateSeoDefaults, pageSeoSchema } from './seo';

export * from './donate-support';
export * from './donate-trust';

/** Sections of the donation page, in page order. */
export const donateSections = {
  intro: { schema: donateIntroSchema, defaults: donateIntroDefaults },
  payment: { schema: donatePaymentSchema, defaults: donatePaymentDefaults },
  objectives: { schema: donateObjectivesSchema, defaults: donateObjectivesDefaults },
  benefits: { schema: donateBenefitsSchema, defaults: donateBenefitsDefaults },
  transparency: { schema: donateTransparencySchema, defaults: donateTransparencyDefaults },
  contact: { schema: donateContactSchema, defaults: donateContactDefaults },
  seo: { schema: pageSeoSchema, defaults: donateSeoDefaults },
} as const;
