'use client';

import { Trash2Icon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { ApiKeySummary } from '@/lib/data/port';
import { AddKeyDialog } from './add-key-dialog';
import { maskKey, providerLabel } from './key-format';
import { LocalTime } from '@/app/(admin)/_components/local-time';
import { deleteKey, listKeys } from '../portal-api';

/** The user's provider keys: only a hint of each ever reaches the browser. */
export function ApiKeys({ onChange }: { onChange: () => void }) {
  const [keys, setKeys] = useState<ApiKeySummary[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  const reload = useCallback(
    () =>
      listKeys().then((result) => {
        // The spec has key loading errors logged only; the panel says so plainly instead of showing an empty list.
        if (!result.ok) console.error('Failed to load API keys', result.message);
        else setKeys(result.data);
        setLoadFailed(!result.ok);
      }),
    [],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  const changed = () => {
    void reload();
    onChange();
  };

  const remove = async (key: ApiKeySummary) => {
    const result = await deleteKey(key.id);
    if (!result.ok) {
      console.error('Failed to delete API key', result.message);
      return toast.error('Error', { description: 'Failed to delete API key.' });
    }
    toast.success('API Key Deleted', { description: `The ${providerLabel(key.provider)} key was removed.` });
    changed();
  };

  return (
    <Card role="region" aria-labelledby="api-keys-title">
      <CardHeader>
        <CardTitle>
          <h2 id="api-keys-title" className="font-mono tracking-widest">
            API Keys
          </h2>
        </CardTitle>
        <CardDescription>
          One key per provider; saving a new one replaces the old. Keys are stored encrypted.
        </CardDescription>
        <CardAction>
          <AddKeyDialog onSaved={changed} />
        </CardAction>
      </CardHeader>
      <CardContent>
        {keys === null ? (
          <p className="text-sm text-muted-foreground">
            {loadFailed ? 'The API keys could not be loaded.' : 'Loading API keys...'}
          </p>
        ) : keys.length === 0 ? (
          <p className="text-sm text-muted-foreground">No API keys yet. Add one to start chatting.</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Saved API keys">
            {keys.map((key) => (
              <li key={key.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
                <Badge variant="outline">{providerLabel(key.provider)}</Badge>
                <Badge variant={key.isActive ? 'default' : 'secondary'}>{key.isActive ? 'Active' : 'Inactive'}</Badge>
                <span className="font-mono text-sm">{maskKey(key.keyHint)}</span>
                {key.baseUrl && <span className="truncate font-mono text-xs text-muted-foreground">{key.baseUrl}</span>}
                <span className="text-xs text-muted-foreground">
                  Added <LocalTime iso={key.createdAt} format="date" />
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="ml-auto text-muted-foreground hover:text-destructive"
                  aria-label={`Delete ${providerLabel(key.provider)} API key`}
                  onClick={() => void remove(key)}
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
