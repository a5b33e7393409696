'use client';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ChatPanel } from './chat/chat-panel';
import { lastQuestion, type TurnActions } from './chat/message-actions';
import { isRetired, modelOptions, withProvider } from './settings/model-selection';
import { ModelSettings } from './settings/model-settings';
import { RetiredModelNotice } from './settings/retired-model-notice';
import { SessionList } from './sessions/session-list';
import { SettingsPanel } from './settings/settings-panel';
import { useChat } from './chat/use-chat';
import { useKeptModels } from './settings/use-kept-models';
import { useKeyModels } from './settings/use-key-models';
import { useSessions } from './sessions/use-sessions';

export function AiPortal() {
  const chat = useChat();
  const portal = useSessions(chat.load);
  const active = portal.sessions?.find((session) => session.id === portal.activeId) ?? null;
  const keyModels = useKeyModels();
  const { keep, isKept } = useKeptModels();

  const send = (text: string, resendOf?: string) =>
    void chat.send({
      sessionId: portal.activeId,
      text,
      ...portal.selection,
      onSessionChange: portal.changed,
      resendOf,
    });
  const question = lastQuestion(chat.messages);
  const idle = chat.pending === null && !chat.following && !portal.loading;
  const actions: TurnActions =
    idle && question
      ? { onRegenerate: () => send(question.content, question.id), onEdit: (text) => send(text, question.id) }
      : null;

  const { provider, model } = portal.selection;
  const listed = keyModels.listedFor(provider);
  const labelOf = (id: string) =>
    modelOptions({ provider, model }, listed).find((o) => o.id === id) ?? { id, label: id };
  const replacement = withProvider(provider, listed);
  const notice =
    portal.activeId &&
    !isKept(portal.selection) &&
    replacement.model !== model &&
    isRetired(portal.selection, listed) ? (
      <RetiredModelNotice
        provider={provider}
        current={labelOf(model)}
        replacement={labelOf(replacement.model)}
        onSwitch={() => void portal.choose(replacement)}
        onKeep={() => keep(portal.selection)}
      />
    ) : null;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,320px)_minmax(0,1fr)]">
      <div className="space-y-6">
        <SessionList
          sessions={portal.sessions}
          activeId={portal.activeId}
          onSelect={(id) => void portal.select(id)}
          onCreate={() => void portal.create()}
          onDelete={(id) => void portal.remove(id)}
          onImported={() => void portal.refresh()}
        />
        <ModelSettings
          value={portal.selection}
          onChange={(next, typed) => {
            if (typed) keep(next);
            void portal.choose(next);
          }}
          sessionActive={portal.activeId !== null}
          listedFor={keyModels.listedFor}
          hasKey={keyModels.keyOf(provider) !== null}
          refreshing={keyModels.refreshing}
          onRefresh={() => void keyModels.refresh(provider)}
        />
      </div>
      <Tabs defaultValue="chat" className="min-w-0">
        <TabsList>
          <TabsTrigger value="chat">Chat</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
        </TabsList>
        {/* Kept mounted when hidden, so a draft and the scroll position survive a look at the settings. */}
        <TabsContent value="chat" forceMount className="data-[state=inactive]:hidden">
          <ChatPanel
            sessionTitle={portal.activeId ? (active?.title ?? 'Chat') : null}
            session={active}
            onSessionChange={portal.changed}
            messages={chat.messages}
            pendingReply={chat.pending?.reply ?? null}
            following={chat.following}
            loading={portal.loading}
            contextCut={chat.contextCut}
            onSend={(text) => send(text)}
            actions={actions}
            onStop={chat.stop}
            notice={notice}
          />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsPanel onKeysChange={() => void keyModels.reload()} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
