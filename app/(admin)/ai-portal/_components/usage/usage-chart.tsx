'use client';

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { providerCatalogue, isProvider } from '@/lib/ai/model-catalogue';
import { monthlyTokensByProvider, type UsageReport } from '@/lib/ai/usage/usage-view';
import { formatCompact, formatCount, formatMonth } from './usage-format';

const COLOURS = ['var(--chart-1)', 'var(--chart-2)', 'var(--chart-3)', 'var(--chart-4)', 'var(--chart-5)'];
const providerName = (id: string) => (isProvider(id) ? providerCatalogue[id].shortLabel : 'Unknown provider');

/**
 * Tokens per month, stacked by provider, in the shadcn chart style (theme colours, no axis
 * lines, a dashed grid). Hidden from screen readers: the table below holds the same figures.
 */
export default function UsageChart({ report }: { report: UsageReport }) {
  const { providers, months } = monthlyTokensByProvider(report);
  return (
    <div aria-hidden data-testid="usage-chart" className="h-64 w-full text-xs">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={months} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis
            dataKey="month"
            tickLine={false}
            axisLine={false}
            tickMargin={8}
            tickFormatter={(month: string) => formatMonth(month).slice(0, 3)}
            stroke="var(--muted-foreground)"
          />
          <YAxis
            tickLine={false}
            axisLine={false}
            width={44}
            tickFormatter={(value: number) => formatCompact(value)}
            stroke="var(--muted-foreground)"
          />
          <Tooltip
            cursor={{ fill: 'var(--muted)', opacity: 0.4 }}
            labelFormatter={(month) => formatMonth(String(month))}
            formatter={(value, name) => [`${formatCount(Number(value))} tokens`, providerName(String(name))]}
            contentStyle={{
              background: 'var(--popover)',
              border: '1px solid var(--border)',
              borderRadius: 8,
              color: 'var(--popover-foreground)',
            }}
          />
          <Legend formatter={(name) => providerName(String(name))} iconType="square" iconSize={10} />
          {providers.map((provider, index) => (
            <Bar
              key={provider}
              dataKey={provider}
              stackId="tokens"
              fill={COLOURS[index % COLOURS.length]}
              radius={index === providers.length - 1 ? [4, 4, 0, 0] : 0}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
