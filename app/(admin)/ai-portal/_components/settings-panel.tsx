'use client';

import { useState } from 'react';
import { ApiKeys } from './api-keys';
import { MemoriesPanel } from './memories-panel';
import { MemoryConsent } from './memory-consent';

/** `onKeysChange`: a key was saved or deleted (the model picker lists that key's models). */
export function SettingsPanel({ onKeysChange }: { onKeysChange: () => void }) {
  // Saving or deleting an OpenAI key switches the memory search between embeddings and keywords.
  const [keysVersion, setKeysVersion] = useState(0);
  return (
    <div className="space-y-6">
      <ApiKeys
        onChange={() => {
          setKeysVersion((version) => version + 1);
          onKeysChange();
        }}
      />
      <MemoryConsent />
      <MemoriesPanel version={keysVersion} />
    </div>
  );
}
