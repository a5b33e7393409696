'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { CheckField } from '@/components/forms/check-field';
import { setAcceptsImages, useImageModels } from './image-models-store';

/**
 * "Accepts images" for the chosen model of an OpenAI-compatible endpoint: only the user knows
 * whether the model their endpoint serves reads images, so images go to it only once ticked.
 */
export function AcceptsImagesField({ model }: { model: string }) {
  const marked = useImageModels();
  // Shown ticked (or not) at once while it saves; a failed save goes back to what is stored.
  const [savingAs, setSavingAs] = useState<boolean | null>(null);
  const checked = savingAs ?? marked.includes(model);

  const change = (next: boolean) => {
    setSavingAs(next);
    void setAcceptsImages(model, next).then((result) => {
      if (!result.ok) toast.error('Error', { description: result.message || 'The setting could not be saved.' });
      setSavingAs(null);
    });
  };

  return (
    <CheckField
      id="portal-accepts-images"
      label="Accepts images"
      hint="Tick it if this model reads images; until then none are sent to it."
    >
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={checked}
        disabled={savingAs !== null}
        onChange={(event) => change(event.target.checked)}
      />
    </CheckField>
  );
}
