'use client';

import { sessionLabels } from './sessions/session-labels';
import { SessionList } from './sessions/session-list';
import type { useSessions } from './sessions/use-sessions';
import type { ModelSelection } from './settings/model-selection';
import { ModelSettings } from './settings/model-settings';
import type { useKeyModels } from './settings/use-key-models';

type Props = {
  portal: ReturnType<typeof useSessions>;
  keyModels: ReturnType<typeof useKeyModels>;
  /** Keep a typed model id even when the key does not list it. */
  onKeep: (selection: ModelSelection) => void;
  /** `at`: the message to open the chat at (a search hit). */
  onSelect: (id: string, at?: string) => void;
  onCreate: () => void;
  onDelete: (id: string) => void;
};

/** The spec's left column: Chat Sessions above Model Settings. */
export function PortalSidebar({ portal, keyModels, onKeep, onSelect, onCreate, onDelete }: Props) {
  const { provider } = portal.selection;
  return (
    <>
      <SessionList
        sessions={portal.sessions}
        activeId={portal.activeId}
        onSelect={onSelect}
        onCreate={onCreate}
        onDelete={onDelete}
        onImported={() => void portal.refresh()}
        labels={sessionLabels(portal.changed)}
      />
      <ModelSettings
        value={portal.selection}
        onChange={(next, typed) => {
          if (typed) onKeep(next);
          void portal.choose(next);
        }}
        sessionActive={portal.activeId !== null}
        listedFor={keyModels.listedFor}
        hasKey={keyModels.keyOf(provider) !== null}
        refreshing={keyModels.refreshing}
        onRefresh={() => void keyModels.refresh(provider)}
        listingPause={keyModels.listingPause}
      />
    </>
  );
}
