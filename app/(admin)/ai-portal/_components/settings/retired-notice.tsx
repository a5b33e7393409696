'use client';

import type { ListedModel } from '@/lib/ai/model-catalogue';
import { isRetired, modelOptions, withProvider, type ModelSelection } from './model-selection';
import { RetiredModelNotice } from './retired-model-notice';

type Props = {
  selection: ModelSelection;
  listed: ListedModel[] | null;
  kept: boolean;
  onSwitch: (replacement: ModelSelection) => void;
  onKeep: () => void;
};

/** The notice that the session's model is no longer listed by the key, when it is not (and not kept). */
export function RetiredNotice({ selection, listed, kept, onSwitch, onKeep }: Props) {
  const { provider, model } = selection;
  const replacement = withProvider(provider, listed);
  if (kept || replacement.model === model || !isRetired(selection, listed)) return null;
  const labelOf = (id: string) => modelOptions(selection, listed).find((o) => o.id === id) ?? { id, label: id };
  return (
    <RetiredModelNotice
      provider={provider}
      current={labelOf(model)}
      replacement={labelOf(replacement.model)}
      onSwitch={() => onSwitch(replacement)}
      onKeep={onKeep}
    />
  );
}
