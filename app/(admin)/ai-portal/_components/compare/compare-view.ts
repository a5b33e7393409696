import { createContext, useContext } from 'react';
import type { ChatMessage } from '@/lib/data/port';

/**
 * What the conversation needs to draw Compare replies beyond the stored messages: Keep (absent
 * while a Compare turn is being sent, or where keeping is not offered), and the figures only
 * this page saw (time to first token, a column's error).
 */
export type CompareView = {
  keep?: (messageId: string) => void;
  firstTokenMs: (message: ChatMessage) => number | undefined;
  errorOf: (message: ChatMessage) => string | undefined;
};

const readOnly: CompareView = { firstTokenMs: () => undefined, errorOf: () => undefined };

export const CompareViewContext = createContext<CompareView>(readOnly);

export const useCompareView = () => useContext(CompareViewContext);
