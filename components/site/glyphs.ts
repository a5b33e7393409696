import {
  Award,
  ChevronDown,
  Crosshair,
  DollarSign,
  ExternalLink,
  Gift,
  House,
  Mail,
  MapPin,
  Medal,
  Menu,
  MessageSquare,
  Pause,
  Play,
  Rocket,
  Shield,
  ShieldCheck,
  Star,
  Target,
  Users,
  Wallet,
  X,
  type LucideIcon,
} from 'lucide-react';
import { ICON_NAMES } from '@/lib/content/icons';
import type { EXTRA_GLYPH_NAMES } from './glyph-names';
import { resolveIcon } from './icon';

export type { GlyphName } from './glyph-names';

/**
 * Icons drawn by server components on the public pages, besides the content icons
 * (ICON_NAMES). They are served once as a sprite (/glyphs.svg) and referenced with <use>:
 * an inline lucide <svg> costs about 500 bytes in the HTML and again in the RSC payload,
 * 35 times on the home page, and the size of a cached page is what limits how many
 * requests a second the server can answer (bench figure 1).
 */
const EXTRA: Record<(typeof EXTRA_GLYPH_NAMES)[number], LucideIcon> = {
  award: Award,
  'chevron-down': ChevronDown,
  crosshair: Crosshair,
  'dollar-sign': DollarSign,
  'external-link': ExternalLink,
  gift: Gift,
  house: House,
  mail: Mail,
  'map-pin': MapPin,
  medal: Medal,
  menu: Menu,
  'message-square': MessageSquare,
  pause: Pause,
  play: Play,
  rocket: Rocket,
  shield: Shield,
  'shield-check': ShieldCheck,
  star: Star,
  target: Target,
  users: Users,
  wallet: Wallet,
  x: X,
};

type IconNode = [string, Record<string, string>][];

/** The path data inside a lucide component (what it would render inside its <svg>). */
function nodeOf(icon: LucideIcon): IconNode {
  const element = (
    icon as unknown as { render: (props: object, ref: null) => { props: { icon: { node: IconNode } } } }
  ).render({}, null);
  return element.props.icon.node;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Every glyph as a <symbol id="name">; stroke and fill come from the <svg> that uses it (.glyph). */
export function glyphSprite(): string {
  const icons = new Map<string, LucideIcon>(Object.entries(EXTRA));
  for (const name of ICON_NAMES) icons.set(name, resolveIcon(name));
  const symbols = [...icons].map(([name, icon]) => {
    const shapes = nodeOf(icon).map(([tag, attributes]) => {
      const pairs = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => `${key}="${escapeAttribute(String(value))}"`);
      return `<${tag} ${pairs.join(' ')}/>`;
    });
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
