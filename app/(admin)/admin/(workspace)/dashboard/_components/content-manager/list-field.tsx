'use client';

import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { isPlainObject, newListItem, pathLabel, type Path } from './content-paths';
import { FieldErrors } from './field-errors';
import { useFieldState } from './section-editor-context';

type ListFieldProps = {
  path: Path;
  label: string;
  items: unknown[];
  /** Renders one item's controls; passed in so that this file and the field dispatcher do not import each other. */
  renderItem: (path: Path, label: string, item: unknown) => ReactNode;
};

/** A list of strings (one input per item) or of objects (one fieldset per item), with Add and Remove. */
export function ListField({ path, label, items, renderItem }: ListFieldProps) {
  const { editor, errors, errorId } = useFieldState(path);
  const remove = (index: number) =>
    editor.update(
      path,
      items.filter((_, i) => i !== index),
    );
  const add = () => editor.update(path, [...items, newListItem([editor.defaults, editor.loaded], path)]);

  return (
    <fieldset
      className="grid min-w-0 gap-3 rounded-md border border-border p-2 sm:p-3"
      aria-describedby={errors ? errorId : undefined}
    >
      <legend className="px-1 text-sm font-medium">{label}</legend>
      {items.map((item, index) => {
        const itemPath = [...path, index];
        const itemLabel = `${label} item ${index + 1}`;
        const objectItem = isPlainObject(item);
        const removeButton = (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={`Remove ${pathLabel(itemPath)}`}
            onClick={() => remove(index)}
          >
            {/* Beside a narrow input on a phone the icon alone has to do; the name still says what goes. */}
            <Trash2 aria-hidden /> <span className={objectItem ? undefined : 'hidden sm:inline'}>Remove</span>
          </Button>
        );
        if (objectItem) {
          return (
            <fieldset
              key={index}
              className="grid min-w-0 gap-3 rounded-md border border-dashed border-border p-2 sm:p-3"
            >
              <legend className="px-1 font-mono text-xs tracking-wider text-muted-foreground uppercase">
                {itemLabel}
              </legend>
              {renderItem(itemPath, itemLabel, item)}
              <div>{removeButton}</div>
            </fieldset>
          );
        }
        return (
          <div key={index} className="flex items-end gap-2">
            <div className="min-w-0 flex-1">{renderItem(itemPath, itemLabel, item)}</div>
            {removeButton}
          </div>
        );
      })}
      <FieldErrors id={errorId} messages={errors} />
      <div>
        <Button type="button" variant="secondary" size="sm" aria-label={`Add item to ${pathLabel(path)}`} onClick={add}>
          <Plus aria-hidden /> Add item
        </Button>
      </div>
    </fieldset>
  );
}
