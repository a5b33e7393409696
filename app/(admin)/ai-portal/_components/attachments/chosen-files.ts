import { useState } from 'react';
import { attachmentLimitProblem } from '@/lib/ai/attachments/limits';

export type ChosenFile = { key: string; file: File };
let counter = 0;

/**
 * The files chosen for the next message (paperclip, drop or paste), checked against the limits
 * as they are added: a choice that would pass them is refused whole, with the reason.
 */
export function useChosenFiles(initial: ChosenFile[] = []) {
  const [files, setFiles] = useState<ChosenFile[]>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    files,
    problem,
    add(incoming: File[]) {
      if (!incoming.length) return;
      const next = [...files, ...incoming.map((file) => ({ key: `file-${(counter += 1)}`, file }))];
      const refused = attachmentLimitProblem(next.map(({ file }) => file));
      setProblem(refused);
      if (!refused) setFiles(next);
    },
    remove(key: string) {
      setProblem(null);
      setFiles((now) => now.filter((chosen) => chosen.key !== key));
    },
    /** Empties the list for a send; `restore` puts them back if the send is refused. */
    take(): ChosenFile[] {
      setProblem(null);
      setFiles([]);
      return files;
    },
    restore(taken: ChosenFile[]) {
      setFiles((now) => (now.length ? now : taken));
    },
  };
}
