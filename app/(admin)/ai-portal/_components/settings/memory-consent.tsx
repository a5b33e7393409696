'use client';

import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { CheckField } from '@/components/forms/check-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { UserSettings } from '@/lib/data/port';
import { LocalEmbeddingModel } from './local-embedding-model';
import { getSettings, updateSettings } from '../portal-api';

/**
 * Where memory search embeds messages in conversations with other providers: the local
 * endpoint's own embedding model when named, and OpenAI only with the consent below, which
 * is off until the user turns it on.
 */
const consentLabel = 'Use my OpenAI key for memory search in conversations with other providers';

export function MemoryConsent({ onChange }: { onChange: () => void }) {
  const [settings, setSettings] = useState<UserSettings | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void getSettings().then((result) => {
      if (result.ok) return setSettings(result.data);
      console.error('Failed to load settings', result.message);
      toast.error('Error', { description: 'Failed to load settings' });
    });
  }, []);

  const change = (memoryViaOpenai: boolean) => {
    // Shown at once; put back if the save fails.
    const previous = settings;
    setSettings((shown) => shown && { ...shown, memoryViaOpenai });
    setSaving(true);
    void updateSettings({ memoryViaOpenai }).then((result) => {
      setSaving(false);
      if (!result.ok) {
        setSettings(previous);
        console.error('Failed to save settings', result.message);
        return toast.error('Error', { description: 'Failed to save settings' });
      }
      setSettings(result.data);
      toast.success('Settings Saved', {
        description: result.data.memoryViaOpenai
          ? 'Memory search may use your OpenAI key in every conversation.'
          : 'Conversations with other providers keep memory search on this server.',
      });
    });
  };

  return (
    <Card role="region" aria-labelledby="privacy-title">
      <CardHeader>
        <CardTitle>
          <h2 id="privacy-title" className="font-mono tracking-widest">
            Privacy
          </h2>
        </CardTitle>
        <CardDescription>
          In a conversation with Anthropic or a local model, memory search uses keywords on this server, unless you name
          your endpoint&apos;s embedding model below or allow it to send your message to OpenAI.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {/* No box until the saved choice is known: an empty box while loading reads as "off". */}
        {settings ? (
          <CheckField id="memory-via-openai" label={consentLabel}>
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={settings.memoryViaOpenai}
              disabled={saving}
              onChange={(event) => change(event.target.checked)}
            />
          </CheckField>
        ) : (
          <div className="flex items-center gap-2" aria-busy="true">
            <span aria-hidden="true" className="size-4 shrink-0 animate-pulse rounded-sm bg-muted" />
            {/* As tall as the label will be at this width, so the card does not grow when it loads. */}
            <span className="grid text-sm leading-snug">
              <span aria-hidden="true" className="invisible col-start-1 row-start-1">
                {consentLabel}
              </span>
              <span className="col-start-1 row-start-1 self-center text-muted-foreground">
                Loading the privacy setting...
              </span>
            </span>
          </div>
        )}
        <LocalEmbeddingModel
          saved={settings?.localEmbeddingModel ?? null}
          onSaved={(saved) => {
            setSettings(saved);
            onChange();
          }}
        />
      </CardContent>
    </Card>
  );
}
