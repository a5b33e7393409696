import { toast } from 'sonner';
import { cannotReadImagesMessage, modelReadsImages } from '@/lib/ai/attachments/vision';
import type { ChatSession } from '@/lib/data/port';
import { markedImageModels } from '../settings/image-models-store';
import type { ModelSelection } from '../settings/model-selection';
import { uploadAttachments } from './attachments-api';
import { reloadSentAttachments } from './sent-attachments';

type Send = (extra: { attachmentIds: string[]; onSessionChange: (session: ChatSession) => void }) => Promise<boolean>;

/**
 * A message with files: the model is asked first (one that reads no images says so before
 * anything is uploaded), then the files go up in one request, then the message names them. Any
 * refusal answers false, so the composer gives the typed message and the files back.
 */
export async function sendWithFiles(input: {
  sessionId: string | null;
  selection: ModelSelection;
  files: File[];
  onSessionChange: (session: ChatSession) => void;
  send: Send;
}): Promise<boolean> {
  const { sessionId, selection, files } = input;
  if (!sessionId) return false;
  const images = files.some((file) => file.type.startsWith('image/'));
  const marked = images && selection.provider === 'openai-compatible' ? await markedImageModels() : [];
  if (images && !modelReadsImages(selection.provider, selection.model, marked)) {
    toast.error('Cannot send', { description: cannotReadImagesMessage(selection.provider, selection.model) });
    return false;
  }
  const uploaded = await uploadAttachments(sessionId, files);
  if (!uploaded.ok) {
    toast.error('Files not attached', { description: uploaded.message });
    return false;
  }
  const attachmentIds = uploaded.data.map((file) => file.id);
  let stored = false;
  return input.send({
    attachmentIds,
    // The first session change is the message stored with its files: show them on it.
    onSessionChange: (session) => {
      if (!stored) reloadSentAttachments(sessionId);
      stored = true;
      input.onSessionChange(session);
    },
  });
}
