import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';
import { usageCsv } from '@/lib/ai/usage/usage-csv';
import { usageReport } from '@/lib/ai/usage/usage-report';
import { parseOrThrow } from '@/lib/validation';
import { usageQuery, type UsageAnswer } from './schema';

/**
 * The caller's token usage and cost of the last twelve months by month, key, provider and
 * model: summed in the database under the caller's row-level security, so only their own replies.
 */
export const GET = userRoute(async ({ request, user }) => {
  const { format } = parseOrThrow(usageQuery, {
    format: new URL(request.url).searchParams.get('format') ?? undefined,
  });
  const repos = await reposFor(user);
  // An OpenAI-compatible model is priced only by the price the user set for it (Settings).
  const customPrices = await repos.usage.prices();
  const report = await usageReport(repos, { customPrices });
  if (format === 'json')
    return Response.json(report satisfies UsageAnswer, { headers: { 'Cache-Control': 'no-store' } });
  const thisMonth = report.months.at(-1)!;
  return new Response(usageCsv(report.rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="ai-usage-to-${thisMonth}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
