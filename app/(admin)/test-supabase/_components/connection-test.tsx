'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ConnectionReport } from '@/lib/diagnostics/connection-test';
import { callRoute } from '@/lib/http/call-route';

type Line = { text: string; tone: 'info' | 'ok' | 'fail' | 'hint' };

function toLines(report: ConnectionReport): Line[] {
  return [
    { text: `Backend: ${report.backend}`, tone: 'info' },
    ...report.checks.flatMap((check, i): Line[] => [
      {
        text: `[${i + 1}/${report.checks.length}] ${check.name}: ${check.ok ? 'OK' : 'FAILED'} - ${check.detail}`,
        tone: check.ok ? 'ok' : 'fail',
      },
      ...(check.hint ? [{ text: `Hint: ${check.hint}`, tone: 'hint' as const }] : []),
    ]),
    { text: report.checks.every((c) => c.ok) ? 'All checks passed.' : 'Some checks failed.', tone: 'info' },
  ];
}

const toneClass = { info: 'text-muted-foreground', ok: 'text-green-400', fail: 'text-red-400', hint: 'text-amber-300' };

export function ConnectionTest() {
  const [lines, setLines] = useState<Line[]>([]);
  const [running, setRunning] = useState(false);

  async function run() {
    setRunning(true);
    setLines([{ text: 'Running connection tests...', tone: 'info' }]);
    const result = await callRoute<ConnectionReport>('/api/connection-test', { method: 'POST' });
    setLines(result.ok ? toLines(result.data) : [{ text: `Error: ${result.message}`, tone: 'fail' }]);
    setRunning(false);
  }

  return (
    <div className="space-y-4">
      <Button onClick={run} disabled={running} className="font-mono tracking-widest">
        {running ? 'Running...' : 'Run Tests'}
      </Button>
      <pre
        aria-live="polite"
        aria-label="Test log"
        className="min-h-40 overflow-x-auto rounded-lg border bg-black/60 p-4 font-mono text-sm whitespace-pre-wrap"
      >
        {lines.map((line, i) => (
          <div key={i} className={toneClass[line.tone]}>
            {line.text}
          </div>
        ))}
      </pre>
    </div>
  );
}
