import { Bot, Eye, Inbox, type LucideIcon } from 'lucide-react';
import Link from 'next/link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCost } from '@/lib/ai/pricing/cost';
import { formatAgainstBudget } from '@/lib/ai/usage/budget-amounts';
import type { WeekdayVisitors } from '@/lib/visitors/weekday-compare';
import type { TodoFigures } from './todo-figures';

type TodoCard = {
  id: string;
  title: string;
  /** The title in a phone's third of the width (one line). */
  shortTitle: string;
  value: string;
  /** The sentence under the figure on wider screens. */
  note: string;
  /** A phone's few words instead, so the first screen still reaches the content tabs. */
  brief: string;
  href: string;
  icon: LucideIcon;
};

function inquiriesCard(count: number): TodoCard {
  const note =
    count === 0
      ? 'Nothing waiting for a reply. New ones show here.'
      : `${count === 1 ? 'One is' : `${count} are`} waiting for your reply: open the inbox.`;
  const brief = count === 0 ? 'none waiting' : 'open the inbox';
  return {
    id: 'new-inquiries',
    title: 'New inquiries',
    shortTitle: 'New inquiries',
    value: String(count),
    note,
    brief,
    href: '/admin/inquiries',
    icon: Inbox,
  };
}

function visitorsCard(visitors: WeekdayVisitors | null): TodoCard {
  const card = {
    id: 'visitors-today',
    title: 'Visitors today',
    shortTitle: 'Visitors today',
    href: '/admin/visitors',
    icon: Eye,
  };
  if (!visitors)
    return { ...card, value: '—', note: 'Visitor counts are not set up on this database yet.', brief: 'not set up' };
  const { today, lastWeek, weekday } = visitors;
  const before = `last ${weekday}`;
  const brief = `${lastWeek} last ${weekday.slice(0, 3)}`;
  if (lastWeek === 0)
    return {
      ...card,
      value: String(today),
      brief,
      note: today === 0 ? `None yet today, and none ${before}.` : `None ${before}.`,
    };
  const change = Math.round(((today - lastWeek) / lastWeek) * 100);
  const trend = change === 0 ? 'the same' : change > 0 ? `${change}% more` : `${-change}% fewer`;
  return { ...card, value: String(today), brief, note: `${lastWeek} ${before}: ${trend} so far.` };
}

function spendCard({ spentUsd, budgetUsd }: TodoFigures['aiSpend']): TodoCard {
  const card = {
    id: 'ai-spend',
    title: 'AI spend this month',
    shortTitle: 'AI this month',
    href: '/ai-portal',
    icon: Bot,
  };
  if (budgetUsd === null)
    return {
      ...card,
      value: formatCost(spentUsd),
      note: 'No monthly budget set: set one in the AI portal under Usage.',
      brief: 'no budget set',
    };
  const percent = Math.floor((spentUsd / budgetUsd) * 100);
  return {
    ...card,
    value: formatAgainstBudget(spentUsd, budgetUsd),
    note: `of your ${formatCost(budgetUsd)} monthly budget (${percent}%).`,
    brief: `of ${formatCost(budgetUsd)} (${percent}%)`,
  };
}

/** Below the spec's status cards: what needs doing today, each card opening the page to do it. */
export function TodoCards({ figures }: { figures: TodoFigures }) {
  const cards = [inquiriesCard(figures.newInquiries), visitorsCard(figures.visitors), spendCard(figures.aiSpend)];
  return (
    // Three across even on a phone, tight and in a few words there, so its first screen still reaches the content tabs.
    <section aria-label="What needs doing" className="grid grid-cols-3 gap-2 sm:gap-4">
      {cards.map(({ id, title, shortTitle, value, note, brief, href, icon: Icon }) => (
        <Link key={id} href={href} className="group rounded-xl focus-visible:ring-[3px] focus-visible:ring-ring/50">
          <Card data-testid={`todo-${id}`} className="h-full gap-0 py-1 group-hover:bg-accent/40 sm:gap-3 sm:py-5">
            <CardHeader className="flex flex-row items-center justify-between gap-2 px-2 sm:px-6">
              <CardTitle className="text-[11px] leading-3.5 font-medium text-muted-foreground sm:text-sm">
                <span className="hidden sm:inline">{title}</span>
                <span className="sm:hidden">{shortTitle}</span>
              </CardTitle>
              <Icon aria-hidden className="hidden size-4 shrink-0 text-primary sm:block" />
            </CardHeader>
            <CardContent className="px-2 sm:space-y-1 sm:px-6">
              <p className="font-mono text-sm leading-4 font-bold tracking-wider break-all sm:text-2xl">{value}</p>
              <p className="text-[11px] leading-3.5 text-muted-foreground sm:hidden">{brief}</p>
              <p className="hidden text-sm text-muted-foreground sm:block">{note}</p>
            </CardContent>
          </Card>
        </Link>
      ))}
    </section>
  );
}
