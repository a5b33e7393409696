'use client';

import { DatabaseIcon, ExternalLinkIcon, RefreshCwIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

/** Shown instead of the portal while the AI tables do not exist yet. */
export function SetupRequired({ sqlEditorUrl }: { sqlEditorUrl: string | null }) {
  const router = useRouter();
  const [checking, startCheck] = useTransition();
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <CardTitle>
          <h1 className="flex items-center gap-2 font-mono text-xl tracking-widest">
            <DatabaseIcon aria-hidden className="size-5 text-signal" /> AI Portal Setup Required
          </h1>
        </CardTitle>
        <CardDescription>The AI portal needs its database tables, and they do not exist yet.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        <p>
          Create them by running the SQL migration in <code className="font-mono">supabase/migrations</code> in your
          backend&apos;s SQL editor, then check again.
        </p>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {sqlEditorUrl && (
          <Button asChild>
            <a href={sqlEditorUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLinkIcon aria-hidden /> Open SQL Editor
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        )}
        <Button type="button" variant="outline" disabled={checking} onClick={() => startCheck(() => router.refresh())}>
          <RefreshCwIcon aria-hidden className={checking ? 'animate-spin' : undefined} />
          {checking ? 'Checking...' : 'Check Again'}
        </Button>
      </CardFooter>
    </Card>
  );
}
