import { homeAboutDefaults, homeAboutSchema } from './home-about';
import { homeCoreValuesDefaults, homeCoreValuesSchema } from './home-core-values';
import {
  homeCallToActionDefaults,
  homeCallToActionSchema,
  homeContactDefaults,
  homeContactSchema,
  homeFooterDefaults,
  homeFooterSchema,
} from './home-engage';
import { homeDoctrineDefaults, homeDoctrineSchema, homeHeroDefaults, homeHeroSchema } from './home-hero';
import { homeTechnologyDefaults, homeTechnologySchema } from './home-technology';
import { homeSeoDefaults, pageSeoSchema } from './seo';

export * from './home-about';
export * from './home-core-values';
export * from './home-engage';
export * from './home-hero';
export * from './home-technology';

/** Sections of the landing page, in the order they appear on the page. */
export const homeSections = {
  hero: { schema: homeHeroSchema, defaults: homeHeroDefaults },
  about: { schema: homeAboutSchema, defaults: homeAboutDefaults },
  core_values: { schema: homeCoreValuesSchema, defaults: homeCoreValuesDefaults },
  technology: { schema: homeTechnologySchema, defaults: homeTechnologyDefaults },
  doctrine: { schema: homeDoctrineSchema, defaults: homeDoctrineDefaults },
  call_to_action: { schema: homeCallToActionSchema, defaults: homeCallToActionDefaults },
  contact: { schema: homeContactSchema, defaults: homeContactDefaults },
  footer: { schema: homeFooterSchema, defaults: homeFooterDefaults },
  seo: { schema: pageSeoSchema, defaults: homeSeoDefaults },
} as const;
