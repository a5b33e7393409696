'use client';

import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { CheckField } from '@/components/forms/check-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getSettings, updateSettings } from '../portal-api';

const label = "Let the chat's model write each new chat's title";

/** Whether a chat's own model names it after the first exchange (one short request on the user's key). */
export function ChatTitlesSetting() {
  const [autoTitle, setAutoTitle] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void getSettings().then((result) => result.ok && setAutoTitle(result.data.autoTitle));
  }, []);

  const change = (next: boolean) => {
    const previous = autoTitle;
    setAutoTitle(next);
    setSaving(true);
    void updateSettings({ autoTitle: next }).then((result) => {
      setSaving(false);
      if (!result.ok) {
        setAutoTitle(previous);
        return toast.error('The setting was not saved', { description: result.message || 'Try again.' });
      }
      setAutoTitle(result.data.autoTitle);
      toast.success('Settings Saved', {
        description: result.data.autoTitle
          ? 'New chats get a title from their model after the first reply.'
          : 'New chats are titled with the first words of their first message.',
      });
    });
  };

  return (
    <Card role="region" aria-labelledby="chat-titles-title">
      <CardHeader>
        <CardTitle>
          <h2 id="chat-titles-title" className="font-mono tracking-widest">
            Chat Titles
          </h2>
        </CardTitle>
        <CardDescription>
          After a chat&apos;s first reply its model is asked for a short title, with your key, at a small cost that
          counts in Usage. Turned off, a chat is titled with the first words of its first message. You can rename any
          chat from its header or the session list.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {autoTitle === null ? (
          <p className="text-sm text-muted-foreground" aria-busy="true">
            Loading the setting...
          </p>
        ) : (
          <CheckField id="auto-title" label={label}>
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={autoTitle}
              disabled={saving}
              onChange={(event) => change(event.target.checked)}
            />
          </CheckField>
        )}
      </CardContent>
    </Card>
  );
}
