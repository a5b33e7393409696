'use client';

import { Trash2Icon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { ActionResult } from '@/lib/action-result';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DeleteAllMemories } from './delete-all-memories';
import { excerpt } from './key-format';
import { LocalTime } from '@/app/(admin)/_components/local-time';
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
      <CardContent>
        {!list ? null : memories.length === 0 ? (
          <p className="text-sm text-muted-foreground">No memories yet. Longer conversations are remembered here.</p>
        ) : (
          <ul className="max-h-96 divide-y overflow-y-auto rounded-md border" aria-label="Saved memories">
            {memories.map((memory) => (
              <li key={memory.id} className="flex items-start gap-3 p-3">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{memory.content}</p>
                  <p className="text-xs text-muted-foreground">
                    <LocalTime iso={memory.createdAt} />
                  </p>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="shrink-0 text-muted-foreground hover:text-destructive"
                  aria-label={`Delete memory: ${excerpt(memory.content)}`}
                  onClick={() => void remove(memory.id)}
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
