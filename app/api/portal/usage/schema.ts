import { z } from 'zod';

/** GET /api/portal/usage: JSON for the Usage view, or the same rows as a CSV download. */
export const usageQuery = z.object({
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv.' }).default('json'),
});
