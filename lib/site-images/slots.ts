import type { SiteImageSlot } from '@/lib/data/port';

export type { SiteImageSlot } from '@/lib/data/port';

/** The upload limit, stated in the dashboard and enforced while the body streams in. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_LABEL = '10 MB';
export const ALT_TEXT_MAX = 200;

type SlotInfo = {
  label: string;
  hint: string;
  defaultAlt: string;
  /** The built-in image (public/), or null: the slot shows nothing until an upload. */
  defaultImage: { src: string; width: number; height: number } | null;
};

/** What each replaceable image is, and what the site shows when none was uploaded. */
export const SLOTS: Record<SiteImageSlot, SlotInfo> = {
  'about-photo': {
    label: 'About photo',
    hint: 'The portrait beside the About section of the home page. Portrait orientation (about 6:7) fits best.',
    defaultAlt: 'Portrait of Jordan Reyes, Marine Corps veteran and full-stack AI developer',
    defaultImage: { src: '/images/portrait.svg', width: 480, height: 560 },
  },
  'social-card': {
    label: 'Social card',
    hint: 'The preview image links to the site show on social networks and in chats. 1200 × 630 pixels fits best.',
    defaultAlt: 'Mission Ready Tech',
    defaultImage: null,
  },
};

export const isSiteImageSlot = (value: string): value is SiteImageSlot => Object.hasOwn(SLOTS, value);

/** The public URL of a stored image: its key names its content, so the URL never changes meaning. */
export const siteImageUrl = (key: string) => `/site-images/${key.replace(/^images\//, '')}`;

/** Stored file names: the slot, a content hash, the extension (the route serves nothing else). */
export const SITE_IMAGE_FILE_NAME = /^(about-photo|social-card)-[0-9a-f]{16}\.(png|jpg|webp)$/;

/** What a page shows for a slot: an uploaded image, or the built-in one. */
export type ShownImage = { src: string; width: number; height: number; alt: string; uploaded: boolean };

/** The built-in about photo (also what the dashboard's section preview draws). */
export const defaultAboutPhoto: ShownImage = {
  ...SLOTS['about-photo'].defaultImage!,
  alt: SLOTS['about-photo'].defaultAlt,
  uploaded: false,
};
