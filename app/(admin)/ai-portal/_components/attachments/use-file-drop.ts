import { useEffect, useState, type RefObject } from 'react';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Files dropped anywhere on the chat (the element marked `data-chat-drop` around `inside`) go to
 * `onFiles`; `dragging` is true while files are held over it, for a visible drop cue.
 */
export function useFileDrop(inside: RefObject<HTMLElement | null>, onFiles: (files: File[]) => void, enabled: boolean) {
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    const zone = inside.current?.closest<HTMLElement>('[data-chat-drop]') ?? inside.current;
    if (!zone || !enabled) return;
    let depth = 0;
    const enter = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      depth += 1;
      setDragging(true);
    };
    const leave = () => {
      depth = Math.max(0, depth - 1);
      if (!depth) setDragging(false);
    };
    const over = (event: DragEvent) => {
      if (hasFiles(event)) event.preventDefault();
    };
    const drop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      onFiles(Array.from(event.dataTransfer?.files ?? []));
    };
    zone.addEventListener('dragenter', enter);
    zone.addEventListener('dragleave', leave);
    zone.addEventListener('dragover', over);
    zone.addEventListener('drop', drop);
    return () => {
      zone.removeEventListener('dragenter', enter);
      zone.removeEventListener('dragleave', leave);
      zone.removeEventListener('dragover', over);
      zone.removeEventListener('drop', drop);
    };
  }, [inside, onFiles, enabled]);
  return dragging;
}
