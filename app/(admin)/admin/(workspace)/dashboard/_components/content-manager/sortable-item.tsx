'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export type ItemMoves = {
  /** Unique per list item across the page: the move buttons' ids, so focus can follow an item. */
  controlId: string;
  label: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Undefined where the list may not get shorter. */
  onRemove?: () => void;
  onMove: (direction: -1 | 1) => void;
};

/** Drag handle, Move up, Move down and Remove for one list item. */
function ItemControls({ handle, moves }: { handle: ReactNode; moves: ItemMoves }) {
  const { controlId, label, canMoveUp, canMoveDown, onRemove, onMove } = moves;
  return (
    <div className="flex shrink-0 items-center gap-1">
      {handle}
      <Button
        id={`${controlId}-up`}
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        title="Move up"
        aria-label={`Move ${label} up`}
        disabled={!canMoveUp}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        id={`${controlId}-down`}
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        title="Move down"
        aria-label={`Move ${label} down`}
        disabled={!canMoveDown}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden />
      </Button>
      {onRemove && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          title="Remove"
          aria-label={`Remove ${label}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
        </Button>
      )}
    </div>
  );
}

/**
 * One item of a list, draggable by its handle (pointer or keyboard: Space, arrows, Space) and
 * movable with the buttons. An object item is a fieldset named "Value 3"; a text item a row.
 */
export function SortableItem({
  id,
  objectItem,
  moves,
  children,
}: {
  id: string;
  objectItem: boolean;
  moves: ItemMoves;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const style = { transform: CSS.Translate.toString(transform), transition };
  const handle = (
    <Button
      ref={setActivatorNodeRef}
      type="button"
      variant="ghost"
      size="icon"
      className="size-8 cursor-grab touch-none"
      title="Drag to reorder"
      {...attributes}
      {...listeners}
      aria-label={`Drag ${moves.label}`}
    >
      <GripVertical aria-hidden />
    </Button>
  );
  const lifted = isDragging && 'relative z-10 shadow-lg';
  if (objectItem) {
    return (
      <fieldset
        ref={setNodeRef}
        style={style}
        className={cn('grid min-w-0 gap-3 rounded-md border border-dashed border-border bg-card p-2 sm:p-3', lifted)}
      >
        <legend className="px-1 text-sm font-medium">{moves.label}</legend>
        <ItemControls handle={handle} moves={moves} />
        {children}
      </fieldset>
    );
  }
  return (
    <div ref={setNodeRef} style={style} className={cn('flex items-end gap-1 rounded-md bg-card', lifted)}>
      <div className="min-w-0 flex-1">{children}</div>
      <ItemControls handle={handle} moves={moves} />
    </div>
  );
}
