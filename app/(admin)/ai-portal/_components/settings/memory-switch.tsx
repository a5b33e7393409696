'use client';

import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { CheckField } from '@/components/forms/check-field';
import { getSettings, updateSettings } from '../portal-api';

const label = 'Use memory in my chats';

/** The user's memory switch: off, no fact is extracted after a reply and none is sent with a message. */
export function MemorySwitch() {
  const [on, setOn] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void getSettings().then((result) => {
      if (result.ok) return setOn(result.data.memoryEnabled);
      console.error('Failed to load settings', result.message);
      toast.error('Error', { description: 'Failed to load the memory setting' });
    });
  }, []);

  const change = (memoryEnabled: boolean) => {
    const previous = on;
    setOn(memoryEnabled);
    setSaving(true);
    void updateSettings({ memoryEnabled }).then((result) => {
      setSaving(false);
      if (!result.ok) {
        setOn(previous);
        return toast.error('Error', { description: 'Failed to save the memory setting' });
      }
      setOn(result.data.memoryEnabled);
    });
  };

  // No box until the saved choice is known: an empty box while loading reads as "off".
  if (on === null) return <p className="text-sm text-muted-foreground">Loading the memory setting...</p>;
  return (
    <CheckField
      id="memory-enabled"
      label={label}
      hint={
        on
          ? 'After each reply your model notes short facts about you; they are sent with later messages when relevant.'
          : 'Memory is off: nothing is noted after replies and no memory is sent with your messages.'
      }
    >
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={on}
        disabled={saving}
        onChange={(event) => change(event.target.checked)}
      />
    </CheckField>
  );
}
