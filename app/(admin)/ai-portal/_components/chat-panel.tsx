'use client';

import { MessageSquareIcon } from 'lucide-react';
import type { ChatMessage } from '@/lib/data/port';
import { ChatComposer } from './chat-composer';
import type { ChatState } from './chat-state';
import { MessageList } from './message-list';

type Props = {
  sessionTitle: string | null;
  messages: ChatMessage[];
  pendingReply: string | null;
  loading: boolean;
  contextCut: ChatState['contextCut'];
  onSend: (text: string) => void;
  onStop: () => void;
};

export function ChatPanel({ sessionTitle, messages, pendingReply, loading, contextCut, onSend, onStop }: Props) {
  if (sessionTitle === null) {
    return (
      <div className="flex h-[55dvh] min-h-72 flex-col items-center justify-center gap-3 rounded-md border border-dashed text-center text-muted-foreground">
        <MessageSquareIcon aria-hidden className="size-8" />
        <p>Select or create a session to start chatting</p>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <h2 className="truncate font-mono text-sm tracking-widest text-muted-foreground">{sessionTitle}</h2>
      <MessageList messages={messages} pendingReply={pendingReply} loading={loading} contextCut={contextCut} />
      <ChatComposer waiting={pendingReply !== null} disabled={loading} onSend={onSend} onStop={onStop} />
    </div>
  );
}
