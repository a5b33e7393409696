'use client';

import { useState } from 'react';
import { ApiKeys } from './api-keys';
import { ChatTitlesSetting } from './chat-titles-setting';
import { MemoriesPanel } from './memories-panel';
import { MemoryConsent } from './memory-consent';
import { ModelPricesCard } from '../usage/model-prices-card';
import { BudgetCard } from '../usage/budget-card';
import { ToolServersCard } from '../tools/tool-servers-card';

/** `onKeysChange`: a key was saved or deleted (the model picker lists that key's models). */
export function SettingsPanel({ onKeysChange }: { onKeysChange: () => void }) {
  // Saving or deleting an OpenAI key, or naming a local embedding model, changes the memory search.
  const [searchVersion, setSearchVersion] = useState(0);
  const searchChanged = () => setSearchVersion((version) => version + 1);
  return (
    <div className="space-y-6">
      <ApiKeys
        onChange={() => {
          searchChanged();
          onKeysChange();
        }}
      />
      <ToolServersCard />
      <ChatTitlesSetting />
      <MemoryConsent onChange={searchChanged} />
      <MemoriesPanel version={searchVersion} />
      <ModelPricesCard />
      <BudgetCard />
    </div>
  );
}
