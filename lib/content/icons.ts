import { z } from 'zod';

/**
 * Icon names an editor may choose for any icon field. Values are lucide-react
 * icon names in kebab-case (e.g. 'chart-bar' -> <ChartBar />). The renderer
 * maps these to components; anything else is rejected by the schema.
 */
export const ICON_NAMES = [
  'activity',
  'award',
  'bot',
  'brain',
  'briefcase',
  'calendar',
  'chart-bar',
  'clipboard-list',
  'cloud',
  'code',
  'compass',
  'cpu',
  'crosshair',
  'database',
  'dollar-sign',
  'eye-off',
  'file-text',
  'flag',
  'gift',
  'git-branch',
  'globe',
  'graduation-cap',
  'handshake',
  'heart',
  'layers',
  'leaf',
  'lightbulb',
  'lock',
  'mail',
  'map-pin',
  'medal',
  'message-square',
  'network',
  'radar',
  'rocket',
  'server',
  'shield',
  'shield-check',
  'sparkles',
  'sprout',
  'star',
  'target',
  'terminal',
  'trending-up',
  'users',
  'workflow',
  'wrench',
  'zap',
] as const;

export const iconSchema = z.enum(ICON_NAMES);

export type IconName = z.infer<typeof iconSchema>;

export function isIconName(value: unknown): value is IconName {
  return iconSchema.safeParse(value).success;
}
