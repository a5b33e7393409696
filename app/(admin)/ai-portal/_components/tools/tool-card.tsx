'use client';

import { WrenchIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ToolCallRecord, ToolCallStatus } from '@/lib/data/port';
import { answerToolCall } from './tools-api';

const STATUS: Record<ToolCallStatus, string> = {
  waiting: 'Waiting for your approval',
  running: 'Running...',
  done: 'Done',
  denied: 'Denied',
  failed: 'Failed',
  'timed-out': 'Timed out',
};

const seconds = (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);

/**
 * One tool call of a reply: the tool, its server, what it was asked (folded) and what it answered
 * (folded), how long it took and how it ended. While it waits, `sessionId` given, the user allows
 * it once, always in this chat, or denies it.
 */
export function ToolCard({ call, sessionId }: { call: ToolCallRecord; sessionId?: string }) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const answer = async (choice: 'once' | 'always' | 'deny') => {
    if (!sessionId) return;
    setSending(true);
    const result = await answerToolCall(sessionId, call.id, choice);
    setSending(false);
    if (!result.ok) setProblem(result.message);
    else
      setProblem(
        result.data.answered ? null : 'This call is no longer waiting: it was answered, stopped or timed out.',
      );
  };
  return (
    <section
      aria-label={`Tool ${call.tool}`}
      data-tool-status={call.status}
      data-portal-control
      className="my-2 rounded-md border bg-muted/40 px-3 py-2 text-xs"
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <WrenchIcon aria-hidden className="size-3.5 text-muted-foreground" />
        <span className="font-mono font-medium [overflow-wrap:anywhere]">{call.tool}</span>
        <span className="text-muted-foreground [overflow-wrap:anywhere]">on {call.server}</span>
        <Badge variant={call.status === 'done' ? 'secondary' : 'outline'} role="status">
          {STATUS[call.status]}
        </Badge>
        {call.ms !== undefined && <span className="text-muted-foreground">{seconds(call.ms)}</span>}
      </header>
      <details className="mt-1">
        <summary className="cursor-pointer text-muted-foreground">Arguments</summary>
        <pre className="mt-1 max-h-60 overflow-auto rounded bg-background p-2 whitespace-pre-wrap [overflow-wrap:anywhere]">
          {typeof call.args === 'string' ? call.args : JSON.stringify(call.args, null, 2)}
        </pre>
      </details>
      {call.result !== undefined && (
        <details className="mt-1">
          <summary className="cursor-pointer text-muted-foreground">Result</summary>
          <pre className="mt-1 max-h-60 overflow-auto rounded bg-background p-2 whitespace-pre-wrap [overflow-wrap:anywhere]">
            {call.result}
          </pre>
        </details>
      )}
      {call.status === 'waiting' && sessionId && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="button" size="xs" disabled={sending} onClick={() => void answer('once')}>
            Allow once
          </Button>
          <Button type="button" size="xs" variant="outline" disabled={sending} onClick={() => void answer('always')}>
            Always allow in this chat
          </Button>
          <Button type="button" size="xs" variant="outline" disabled={sending} onClick={() => void answer('deny')}>
            Deny
          </Button>
        </div>
      )}
      {problem && (
        <p role="alert" className="mt-1 text-destructive">
          {problem}
        </p>
      )}
    </section>
  );
}
