import { formatCost } from '@/lib/ai/pricing/cost';
import { providerCatalogue, isProvider } from '@/lib/ai/model-catalogue';
import { keyLabel, type PricedUsageRow } from '@/lib/ai/usage/usage-view';
import { formatCount, formatMonth } from './usage-format';

const providerName = (id: string | null) => (id && isProvider(id) ? providerCatalogue[id].shortLabel : 'Unknown');

/** The rows of the view (the CSV's rows): per month, provider, model and key, newest month first. */
export function UsageTable({ rows }: { rows: PricedUsageRow[] }) {
  return (
    <div className="max-h-[28rem] overflow-auto">
      <table className="w-full min-w-[36rem] text-sm" aria-labelledby="usage-rows-title">
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">
              Month
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              Provider
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              Model
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              Key
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              Replies
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              Tokens in
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              Tokens out
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Cost
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.month}|${row.provider}|${row.model}|${row.apiKeyId}`} className="border-t border-border/60">
              <th scope="row" className="py-1 pr-2 text-left font-normal whitespace-nowrap">
                {formatMonth(row.month)}
              </th>
              <td className="py-1 pr-2">{providerName(row.provider)}</td>
              <td className="max-w-48 truncate py-1 pr-2 font-mono" title={row.model ?? undefined}>
                {row.model ?? 'unknown'}
              </td>
              <td className="py-1 pr-2 font-mono whitespace-nowrap">{keyLabel(row)}</td>
              <td className="py-1 pr-2 text-right font-mono">{formatCount(row.replies)}</td>
              <td className="py-1 pr-2 text-right font-mono">{formatCount(row.inputTokens)}</td>
              <td className="py-1 pr-2 text-right font-mono">{formatCount(row.outputTokens)}</td>
              <td className="py-1 text-right font-mono whitespace-nowrap">{formatCost(row.costUsd)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
