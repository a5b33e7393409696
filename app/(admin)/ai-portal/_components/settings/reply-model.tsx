import type { ChatMessage } from '@/lib/data/port';
import { modelLabel, providerName } from './model-label';

/** A reply's footer names the model that wrote it (stored with the reply; unknown for the oldest replies). */
export function ReplyModel({ message }: { message: Pick<ChatMessage, 'provider' | 'model'> }) {
  if (!message.provider || !message.model) return null;
  return (
    <span title={`Written by ${message.model} (${providerName(message.provider)})`}>
      {modelLabel(message.provider, message.model)}
    </span>
  );
}
