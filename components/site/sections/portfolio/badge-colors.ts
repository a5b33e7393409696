import type { EducationType, ExperienceStatus } from '@/lib/content/pages/portfolio-history';
import type { SkillPriority } from '@/lib/content/pages/portfolio-resume';

// The colours are component classes (app/blocks-pages.css): one short name on each label.
export const UNKNOWN_BADGE = 'tag-grey';

const GREEN = 'tag-green';
const AMBER = 'tag-amber';
const RED = 'tag-red';
const SKY = 'tag-sky';

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
