'use client';

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { ChatPanel } from './chat/chat-panel';
import { COMPOSER_ID } from './chat/chat-composer';
import { usageAsMessages } from './chat/chat-state';
import { lastQuestion, type TurnActions } from './chat/message-actions';
import { pagesOf, useChat, type SendInput } from './chat/use-chat';
import { sendWithFiles } from './attachments/send-with-files';
import { ComparePicker } from './compare/compare-picker';
import { COMPARE_TEXT_ONLY, refuseFilesInCompare } from './compare/compare-text-only';
import { CompareViewContext } from './compare/compare-view';
import { useCompare } from './compare/use-compare';
import { TemporaryNote, TemporaryToggle } from './chat/temporary-chat';
import { sessionLabels } from './sessions/session-labels';
import { SEARCH_BOX_ID } from './sessions/session-search';
import { SessionsSheet } from './sessions/sessions-sheet';
import { useSendTarget } from './sessions/use-send-target';
import { useSessions } from './sessions/use-sessions';
import { ModelPicker } from './settings/model-picker';
import { useRecentModels } from './settings/recent-models';
import { RetiredNotice } from './settings/retired-notice';
import { SettingsPanel } from './settings/settings-panel';
import { useKeptModels } from './settings/use-kept-models';
import { useKeyModels } from './settings/use-key-models';
import { ShortcutsDialog } from './shortcuts/shortcuts-dialog';
import { usePortalShortcuts } from './shortcuts/use-portal-shortcuts';
import { PortalSidebar } from './portal-sidebar';
import { isProjectPath } from './projects/project-paths';
import { UsagePanel } from './usage/usage-panel';
import { chatIdOf, useChatAddress } from './use-chat-address';
import { usePhoneScreen, useWideScreen } from './use-wide-screen';
import { PhoneChatMenuItems } from './chat/phone-chat-menu';
import { PortalTabRow } from './shell/portal-tab-row';

type Tab = 'chat' | 'settings' | 'usage';

// The message box's draft of the new chat (/ai-portal), not yet a stored session.
const NEW_CHAT = 'new';

/**
 * The portal fills the window: the sessions and model settings in a column of their own on a wide
 * screen (behind a "Sessions" button on a narrow one), the chat beside them with its message list
 * scrolling inside and the message box always at the bottom. The chat shown is the address's
 * (./use-chat-address); `children` is the address's page: nothing, "Chat not found", or a project's page.
 */
export function AiPortal({ children }: { children?: ReactNode }) {
  const chat = useChat();
  // The chat of the address the page opened at loads from the start (./use-chat-address follows later changes).
  const pathname = usePathname();
  const portal = useSessions(chat.load, chatIdOf(pathname));
  const address = useChatAddress(portal);
  const active = portal.sessions?.find((session) => session.id === portal.activeId) ?? null;
  const temporary = portal.temporary;
  const inTemporary = portal.activeId !== null && temporary.held?.id === portal.activeId;
  const keyModels = useKeyModels();
  const { keep, isKept } = useKeptModels();
  const recentModels = useRecentModels();
  const { target: sessionForSend, bornHere } = useSendTarget({
    activeId: portal.activeId,
    create: () => portal.create({ temporary: temporary.wanted }),
    named: address.named,
  });
  // Compare: stored replies read again are shown as any loaded session is.
  const compare = useCompare({
    activeId: portal.activeId,
    onStored: (session, page) => {
      chat.load(page, session);
      portal.changed(session);
    },
  });
  const wide = useWideScreen();
  const phone = usePhoneScreen();
  const [tab, setTab] = useState<Tab>('chat');
  const [sheet, setSheet] = useState<{ open: boolean; focusSearch: boolean }>({ open: false, focusSearch: false });
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const chatArea = useRef<HTMLDivElement>(null);
  // Set by the new-chat shortcut: the message box of the new session gets the cursor once it shows.
  const focusComposer = useRef(false);
  // Once the new chat shows and is no longer loading (its address opens it): a disabled box takes no focus.
  useEffect(() => {
    if (!focusComposer.current || !portal.activeId || portal.loading) return;
    focusComposer.current = false;
    document.getElementById(COMPOSER_ID)?.focus();
  }, [portal.activeId, portal.loading]);

  const closeSheet = () => setSheet({ open: false, focusSearch: false });
  const showChat = () => {
    setTab('chat');
    closeSheet();
  };
  const startChat = async () => {
    showChat();
    const session = await portal.create();
    if (session) address.open(session.id);
  };
  usePortalShortcuts({
    onSearch: () => {
      // On a narrow screen the box is in the sheet, which focuses it as it opens.
      if (wide || sheet.open) document.getElementById(SEARCH_BOX_ID)?.focus();
      else setSheet({ open: true, focusSearch: true });
    },
    onNewChat: () => {
      focusComposer.current = true;
      void startChat();
    },
    onHelp: () => setShortcutsOpen(true),
    onStop: compare.running ? compare.stop : chat.stop,
    replying: chat.pending !== null || chat.following || compare.running,
    chatArea,
  });

  const send = (
    text: string,
    resendOf?: string,
    files?: Pick<SendInput, 'attachmentIds' | 'onSessionChange'>,
    chosenId?: string,
  ): Promise<boolean> => {
    const target = chosenId ?? sessionForSend();
    // A shown chat sends at once; the new chat once it is stored (false: not stored, the box keeps the text).
    if (typeof target !== 'string') return target.then((id) => (id ? send(text, resendOf, files, id) : false));
    const sessionId = target;
    // Compare sends a new message to the models ticked; Regenerate and Edit stay with the session's model.
    if (compare.enabled && !resendOf) return compare.send(sessionId, text, portal.changed);
    recentModels.used(portal.selection);
    return chat.send({
      sessionId,
      text,
      ...portal.selection,
      onSessionChange: portal.changed,
      resendOf,
      ...files,
    });
  };
  const question = lastQuestion(chat.messages);
  // The replies before the first message loaded, for the chat's token and cost totals.
  const earlier = useMemo(() => usageAsMessages(chat.usageBefore), [chat.usageBefore]);
  const idle = chat.pending === null && !chat.following && !compare.running && !portal.loading;
  const actions: TurnActions =
    idle && question
      ? { onRegenerate: () => send(question.content, question.id), onEdit: (text) => send(text, question.id) }
      : null;

  const sidebar = (onChosen?: () => void) => (
    <PortalSidebar
      portal={portal}
      keyModels={keyModels}
      onKeep={keep}
      onSelect={(id, at) => {
        onChosen?.();
        // A search hit opens the chat at its message; the address then finds that chat shown.
        if (at) void portal.select(id, at);
        address.open(id);
      }}
      onCreate={() => {
        onChosen?.();
        void startChat();
      }}
      onDelete={(id) => {
        // The deleted chat's address would now be "not found": the new chat takes its place.
        void portal.remove(id).then((gone) => gone && id === address.routeId && address.leave());
      }}
    />
  );

  const body = (
    <div className="flex min-h-0 flex-1 gap-6">
      {/* Drawn on the server too (hidden by CSS on a narrow screen), so a wide screen never waits for it. */}
      <div className="hidden w-80 shrink-0 flex-col gap-4 overflow-y-auto overscroll-contain lg:flex">
        {wide && sidebar()}
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => setTab(value === 'settings' || value === 'usage' ? value : 'chat')}
        className="min-h-0 min-w-0 flex-1 gap-3 max-sm:gap-2"
      >
        <PortalTabRow
          chatShown={tab === 'chat' && !isProjectPath(pathname)}
          sessions={
            <SessionsSheet
              open={sheet.open && !wide}
              onOpenChange={(open) => setSheet({ open, focusSearch: false })}
              focusSearch={sheet.focusSearch}
            >
              {sidebar(showChat)}
            </SessionsSheet>
          }
          onNewChat={() => void startChat()}
          shortcuts={<ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />}
        />
        {/* Kept mounted when hidden (a draft and the scroll position survive a look at the settings, or a project's page in its place). */}
        <TabsContent
          ref={chatArea}
          value="chat"
          forceMount
          className={`flex min-h-0 flex-col data-[state=inactive]:hidden ${isProjectPath(pathname) ? '[&>:not(:first-child)]:hidden' : ''}`}
        >
          {children}
          <ChatPanel
            sessionId={portal.activeId === null || portal.activeId === bornHere ? NEW_CHAT : portal.activeId}
            sessionTitle={portal.activeId ? (active?.title ?? (inTemporary ? 'Temporary chat' : 'Chat')) : 'New Chat'}
            session={active}
            onSessionChange={portal.changed}
            labels={sessionLabels(portal.changed)}
            phone={{
              onSessions: () => setSheet({ open: true, focusSearch: false }),
              menu: phone && (
                <PhoneChatMenuItems
                  inChat={portal.activeId !== null}
                  onNewChat={() => void startChat()}
                  compare={compare}
                  onTab={setTab}
                />
              ),
            }}
            messages={compare.overlay(chat.messages)}
            pendingReply={chat.pending?.reply ?? null}
            pendingThought={chat.pending?.thought ?? null}
            pendingTools={chat.pending?.tools}
            following={chat.following || compare.running}
            loading={portal.loading}
            contextCut={chat.contextCut}
            model={
              <>
                <ModelPicker
                  value={portal.selection}
                  onChange={(next) => {
                    recentModels.used(next);
                    void portal.choose(next);
                  }}
                  keyProviders={keyModels.keys.map((key) => key.provider)}
                  listedFor={keyModels.listedFor}
                  recent={recentModels.recent}
                  disabled={compare.enabled}
                />
                {portal.activeId === null && <TemporaryToggle on={temporary.wanted} onChange={temporary.setWanted} />}
              </>
            }
            earlier={earlier}
            pages={pagesOf(chat)}
            onSend={async (text, files) => {
              if (files?.length && compare.enabled) return refuseFilesInCompare();
              // Refused before the server stored it (false): the box gets the text back.
              if (!files?.length) return send(text);
              const sessionId = await sessionForSend();
              if (!sessionId) return false;
              return sendWithFiles({
                sessionId,
                selection: portal.selection,
                files,
                onSessionChange: portal.changed,
                send: (extra) => send(text, undefined, extra, sessionId),
              });
            }}
            actions={actions}
            onStop={compare.running ? compare.stop : chat.stop}
            filesOff={compare.enabled ? COMPARE_TEXT_ONLY : undefined}
            notice={
              portal.activeId ? (
                <>
                  {inTemporary && <TemporaryNote />}
                  <RetiredNotice
                    selection={portal.selection}
                    listed={keyModels.listedFor(portal.selection.provider)}
                    kept={isKept(portal.selection)}
                    onSwitch={(replacement) => void portal.choose(replacement)}
                    onKeep={() => keep(portal.selection)}
                  />
                  <ComparePicker
                    enabled={compare.enabled}
                    onEnabledChange={compare.setEnabled}
                    keys={keyModels.keys}
                    ticked={compare.ticked}
                    onToggle={compare.toggle}
                    busy={compare.running}
                  />
                </>
              ) : (
                temporary.wanted && <TemporaryNote />
              )
            }
          />
        </TabsContent>
        <TabsContent value="settings" className="min-h-0 overflow-y-auto overscroll-contain">
          <SettingsPanel onKeysChange={() => void keyModels.reload()} />
        </TabsContent>
        <TabsContent value="usage" className="min-h-0 overflow-y-auto overscroll-contain">
          <UsagePanel />
        </TabsContent>
      </Tabs>
    </div>
  );
  // Compare replies in the conversation read Keep and the figures this page saw from here.
  return <CompareViewContext value={compare.view}>{body}</CompareViewContext>;
}
