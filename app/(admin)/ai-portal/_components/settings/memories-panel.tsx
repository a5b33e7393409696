'use client';

import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { ActionResult } from '@/lib/action-result';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DeleteAllMemories } from './delete-all-memories';
import { AddMemoryForm } from './add-memory-form';
import { MemoryRow } from './memory-row';
import { MemorySwitch } from './memory-switch';
import { deleteAllMemories, deleteMemory, listMemories, type MemoryList } from '../portal-api';

const SEARCH_LABELS: Record<MemoryList['search'], string> = {
  embeddings: 'Semantic search (OpenAI embeddings)',
  'full-text': 'Keyword search (no OpenAI key)',
};

/** Runs `then` after a call that worked; a refused one is said on screen and logged with the route's words. */
function after<T>(description: string, then: (data: T) => unknown) {
  return (result: ActionResult<T>) => {
    if (result.ok) return then(result.data);
    console.error(description, result.message);
    toast.error('Error', { description });
  };
}

/** What the assistant remembers about the user; `version` changes with the keys and settings (the search may change). */
export function MemoriesPanel({ version }: { version: number }) {
  const [list, setList] = useState<MemoryList | null>(null);

  const reload = useCallback(() => listMemories().then(after('Failed to load memories', setList)), []);

  useEffect(() => {
    void reload();
  }, [reload, version]);

  const remove = (id: string) => deleteMemory(id).then(after('Failed to delete the memory', reload));
  const removeAll = () =>
    deleteAllMemories().then(
      after('Failed to delete the memories', () => {
        toast.success('Memories Deleted', { description: 'All memories were removed.' });
        return reload();
      }),
    );

  const memories = list?.memories ?? [];
  return (
    <Card role="region" aria-labelledby="memories-title">
      <CardHeader>
        <CardTitle>
          <h2 id="memories-title" className="font-mono tracking-widest">
            Memories
          </h2>
        </CardTitle>
        <CardDescription>
          {list ? `In use: ${SEARCH_LABELS[list.search]}` : 'Loading memories...'}
          {list?.localModel ? (
            <span className="block">With your OpenAI-compatible endpoint: semantic search ({list.localModel})</span>
          ) : null}
        </CardDescription>
        <CardAction>
          <DeleteAllMemories disabled={memories.length === 0} onConfirm={() => void removeAll()} />
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-4">
        <MemorySwitch />
        <AddMemoryForm onAdded={() => void reload()} />
        {!list ? null : memories.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No memories yet. Short facts about you from your chats, and the ones you add, are listed here.
          </p>
        ) : (
          <ul className="max-h-96 divide-y overflow-y-auto rounded-md border" aria-label="Saved memories">
            {memories.map((memory) => (
              <MemoryRow
                key={memory.id}
                memory={memory}
                onChanged={() => void reload()}
                onDelete={() => void remove(memory.id)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
