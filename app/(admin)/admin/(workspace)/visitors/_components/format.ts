const whole = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const dayName = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const formatCount = (value: number) => whole.format(value);
export const formatShare = (value: number | null) => (value === null ? '–' : percent.format(value));
/** A UTC day (YYYY-MM-DD) as "Nov 3". */
export const formatDay = (day: string) => dayName.format(new Date(`${day}T00:00:00Z`));
