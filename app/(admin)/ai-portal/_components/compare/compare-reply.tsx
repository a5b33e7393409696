'use client';

import { CheckIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isProvider, providerCatalogue } from '@/lib/ai/model-catalogue';
import type { ChatMessage } from '@/lib/data/port';
import { Markdown } from '../markdown/markdown';
import { replyCostText } from '../chat/reply-cost';
import { usageText } from '../chat/token-usage';
import { useModelPrices } from '../usage/model-prices-store';
import { providerLabel } from '../settings/key-format';
import { useCompareView } from './compare-view';

/** "OpenAI · GPT-4o mini": the catalogue's label where it knows the model, else its id. */
export function targetLabel({ provider, model }: { provider: string; model: string }): string {
  const known = isProvider(provider) ? providerCatalogue[provider].models.find((m) => m.id === model) : undefined;
  return `${providerLabel(provider)} · ${known?.label ?? model}`;
}

type Props = {
  message: ChatMessage & { compare: NonNullable<ChatMessage['compare']> };
  /** Offered while no reply of the turn is kept and none is still being written. */
  onKeep?: () => void;
};

/** One model's reply of a Compare turn: which model, what it wrote, how fast it started, its tokens. */
export function CompareReply({ message, onKeep }: Props) {
  const view = useCompareView();
  // A reply still streaming carries only its Compare tag: that names the model it is priced by.
  const { provider, model } = message.compare;
  const cost = replyCostText({ ...message, provider, model }, useModelPrices());
  const label = targetLabel(message.compare);
  const firstTokenMs = view.firstTokenMs(message);
  const usage = usageText(message);
  const error = view.errorOf(message);
  return (
    <article
      aria-label={`Reply from ${label}`}
      data-role="assistant"
      data-compare-reply
      className="flex min-w-0 flex-col gap-2 rounded-lg border bg-card px-4 py-3 text-sm"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 flex-1 truncate text-xs font-semibold">{label}</h3>
        {message.compare.kept && (
          <Badge variant="secondary">
            <CheckIcon aria-hidden /> Kept
          </Badge>
        )}
        {message.status === 'streaming' && (
          <Badge variant="outline" role="status">
            writing...
          </Badge>
        )}
        {message.status === 'incomplete' && <Badge variant="outline">incomplete</Badge>}
      </header>
      {message.content ? (
        <Markdown>{message.content}</Markdown>
      ) : (
        <p className="text-muted-foreground">{message.status === 'streaming' ? 'Thinking...' : 'No reply.'}</p>
      )}
      {error && (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
      <footer className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {firstTokenMs !== undefined && <span>First token: {firstTokenMs} ms</span>}
        {usage && <span title="Tokens reported by the provider">{usage} tokens</span>}
        {cost && <span data-compare-cost>{cost}</span>}
        {onKeep && (
          <Button type="button" size="sm" variant="outline" className="ml-auto" onClick={onKeep} data-portal-control>
            Keep this one
          </Button>
        )}
      </footer>
    </article>
  );
}
