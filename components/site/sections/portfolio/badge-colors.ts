import type { EducationType, ExperienceStatus } from '@/lib/content/pages/portfolio-history';
import type { SkillPriority } from '@/lib/content/pages/portfolio-resume';

// Each class string stays literal so Tailwind finds it when scanning this file.
export const UNKNOWN_BADGE = 'border-zinc-400/40 bg-zinc-400/10 text-zinc-300';

const GREEN = 'border-primary/40 bg-primary/10 text-primary';
const AMBER = 'border-signal/40 bg-signal/10 text-signal';
const RED = 'border-red-400/40 bg-red-400/10 text-red-300';
const SKY = 'border-sky-400/40 bg-sky-400/10 text-sky-300';

const PRIORITY: Record<SkillPriority, string> = { PRIMARY: GREEN, CRITICAL: RED, ACTIVE: AMBER };
const STATUS: Record<ExperienceStatus, string> = { 'ACTIVE DUTY': GREEN, 'HONORABLE DISCHARGE': AMBER, COMPLETED: SKY };
const TYPE: Record<EducationType, string> = { MILITARY: GREEN, CIVILIAN: SKY };

// Values come from the database; hasOwn keeps names like "constructor" from reaching the prototype.
function lookup(table: Record<string, string>, value: string): string {
  return Object.hasOwn(table, value) ? table[value]! : UNKNOWN_BADGE;
}

export function skillPriorityColor(priority: string): string {
  return lookup(PRIORITY, priority);
}

export function experienceStatusColor(status: string): string {
  return lookup(STATUS, status);
}

export function educationTypeColor(type: string): string {
  return lookup(TYPE, type);
}
