import type { UsageReport } from '@/lib/ai/usage/usage-view';
import { fetchJson } from '@/lib/http/fetch-json';

export const USAGE_CSV_PATH = '/api/portal/usage?format=csv';

/** The caller's usage of the last twelve months (GET /api/portal/usage). */
export const fetchUsage = () => fetchJson<UsageReport>('/api/portal/usage', { method: 'GET', cache: 'no-store' });
