'use client';

import { useState } from 'react';
import { ApiKeys } from './api-keys';
import { MemoriesPanel } from './memories-panel';
import { MemoryConsent } from './memory-consent';

export function SettingsPanel() {
  // Saving or deleting an OpenAI key switches the memory search between embeddings and keywords.
  const [keysVersion, setKeysVersion] = useState(0);
  return (
    <div className="space-y-6">
      <ApiKeys onChange={() => setKeysVersion((version) => version + 1)} />
      <MemoryConsent />
      <MemoriesPanel version={keysVersion} />
    </div>
  );
}
