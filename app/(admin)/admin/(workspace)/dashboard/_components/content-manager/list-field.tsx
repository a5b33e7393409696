'use client';

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { fieldMeta, listBounds, schemaAt } from '@/lib/content/field-meta';
import { fieldLabel, sectionSchema } from '@/lib/content/labels';
import { fieldId, isPlainObject, newListItem, type Path } from './content-paths';
import { FieldErrors } from './field-errors';
import { useFieldState } from './section-editor-context';
import { SortableItem } from './sortable-item';
import { useItemKeys } from './use-item-keys';

type ListFieldProps = {
  path: Path;
  label: string;
  items: unknown[];
  /** Renders one item's controls; passed in so that this file and the field dispatcher do not import each other. */
  renderItem: (path: Path, label: string, item: unknown) => ReactNode;
};

/** "Add a motto", "Add an objective": what the list holds, from its schema's itemLabel. */
function addLabel(itemLabel: string): string {
  const noun = itemLabel.charAt(0).toLowerCase() + itemLabel.slice(1);
  return `Add ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/**
 * A list of texts (one input per item) or of objects (one fieldset per item). Items move by drag
 * or with Move up / Move down, and are added and removed as far as the schema's bounds allow.
 */
export function ListField({ path, label, items, renderItem }: ListFieldProps) {
  const { editor, errors, errorId } = useFieldState(path);
  const { pageName, sectionName } = editor;
  const section = sectionSchema(pageName, sectionName);
  const schema = section && schemaAt(section, path);
  const { min, max } = listBounds(schema);
  const { itemLabel = 'item', hint } = fieldMeta(schema);
  const [keys, reorderKeys] = useItemKeys(items.length);
  const listId = useId();
  const baseId = fieldId(editor.idPrefix, path);
  const labelOf = (index: number) => fieldLabel(pageName, sectionName, [...path, index]);
  // After a move the focus follows the item to its new place (its button of the same direction).
  const focusAfterMove = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfterMove.current) return;
    const [key, direction] = focusAfterMove.current.split('|');
    focusAfterMove.current = null;
    const same = document.getElementById(`${baseId}-${key}-${direction}`) as HTMLButtonElement | null;
    const other = document.getElementById(`${baseId}-${key}-${direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
  });

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    reorderKeys((current) => arrayMove(current, from, to));
    editor.update(path, arrayMove(items, from, to));
  };
  const remove = (index: number) => {
    reorderKeys((current) => current.filter((_, i) => i !== index));
    editor.update(
      path,
      items.filter((_, i) => i !== index),
    );
  };
  const add = () => editor.update(path, [...items, newListItem([editor.defaults, editor.loaded], path)]);

  const indexOf = (id: UniqueIdentifier) => keys.indexOf(String(id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(indexOf(active.id), indexOf(over.id));
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // What a screen reader hears while dragging: the items' names and places, not internal ids.
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${labelOf(indexOf(active.id))}.`,
    onDragOver: ({ active, over }) =>
      over ? `${labelOf(indexOf(active.id))} is at place ${indexOf(over.id) + 1} of ${items.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${labelOf(indexOf(active.id))} dropped at place ${indexOf(over.id) + 1}.` : 'Dropped where it was.',
    onDragCancel: ({ active }) => `Moving ${labelOf(indexOf(active.id))} was cancelled.`,
  };
  const fixedCount = min === max;

  return (
    <fieldset
      className="grid min-w-0 gap-3 rounded-md border border-border p-2 sm:p-3"
      aria-describedby={errors ? errorId : undefined}
    >
      <legend className="px-1 text-sm font-medium">{label}</legend>
      {hint && <p className="-mt-1 text-xs text-muted-foreground">{hint}</p>}
      <DndContext
        id={listId}
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To move an item, press Space, then the arrow keys, then Space again to drop it, or Escape to cancel.',
          },
        }}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          {items.map((item, index) => {
            const itemPath = [...path, index];
            const key = keys[index] ?? `at-${index}`;
            return (
              <SortableItem
                key={key}
                id={key}
                objectItem={isPlainObject(item)}
                moves={{
                  controlId: `${baseId}-${key}`,
                  label: labelOf(index),
                  canMoveUp: index > 0,
                  canMoveDown: index < items.length - 1,
                  onRemove: items.length > min ? () => remove(index) : undefined,
                  onMove: (direction) => {
                    focusAfterMove.current = `${key}|${direction === -1 ? 'up' : 'down'}`;
                    move(index, index + direction);
                  },
                }}
              >
                {renderItem(itemPath, labelOf(index), item)}
              </SortableItem>
            );
          })}
        </SortableContext>
      </DndContext>
      <FieldErrors id={errorId} messages={errors} />
      {fixedCount ? (
        <p className="text-xs text-muted-foreground">The page always shows {min}: change or reorder them.</p>
      ) : (
        items.length < max && (
          <div>
            <Button type="button" variant="secondary" size="sm" onClick={add}>
              <Plus aria-hidden /> {addLabel(itemLabel)}
            </Button>
          </div>
        )
      )}
    </fieldset>
  );
}
