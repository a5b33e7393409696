'use client';

import { RefreshCwIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Field } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from '@/components/ui/select';
import { modelListingPausedText, type ModelListingPause } from '@/lib/ai/model-listing-pause';
import { PROVIDERS, isProvider, providerCatalogue, type ListedModel } from '@/lib/ai/model-catalogue';
import { AcceptsImagesField } from './accepts-images-field';
import { CUSTOM_FIELD_ID, CustomModelField } from './custom-model-field';
import { modelOptions, withProvider, type ModelSelection } from './model-selection';

type Props = {
  value: ModelSelection;
  /** `typed`: the user typed this model id (so it is kept even when the key does not list it). */
  onChange: (next: ModelSelection, typed?: boolean) => void;
  sessionActive: boolean;
  /** Models listed by the key for `listedFor`'s provider, null when none are known. */
  listedFor: (provider: ModelSelection['provider']) => ListedModel[] | null;
  hasKey: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  /** The listing cap refuses for now (a key saved meanwhile has no list): said instead of "not listed". */
  listingPause?: ModelListingPause | null;
};

// Contains a space, which no listed model id may: never mistaken for one.
const CUSTOM = 'custom model';

export function ModelSettings(props: Props) {
  const { value, onChange, sessionActive, listedFor, hasKey, refreshing, onRefresh, listingPause } = props;
  const [typing, setTyping] = useState(false);
  // Radix puts focus back on the trigger as the list closes (its focus trap also undoes autoFocus):
  // when "Custom model id" was picked, the field gets it instead.
  const focusField = useRef(false);
  const listed = listedFor(value.provider);
  const name = providerCatalogue[value.provider].shortLabel;
  const aName = `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
  const source = listed
    ? `Models your ${name} key lists.`
    : hasKey
      ? `Built-in list: your ${name} key's models have not been listed.`
      : `Built-in list. Save ${aName} key in Settings to see the models it can use.`;

  return (
    <Card className="gap-3 py-3" role="region" aria-labelledby="model-settings-title">
      <CardHeader>
        <CardTitle>
          <h2 id="model-settings-title" className="font-mono tracking-widest">
            Model Settings
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <Select
          value={value.provider}
          onValueChange={(next) => isProvider(next) && onChange(withProvider(next, listedFor(next)))}
        >
          <Field id="portal-provider" label="Provider">
            <SelectTrigger className="w-full">
              <SelectValue />
            </SelectTrigger>
          </Field>
          <SelectContent>
            {PROVIDERS.map((provider) => (
              <SelectItem key={provider} value={provider}>
                {providerCatalogue[provider].label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <div className="space-y-2">
          <Select
            value={value.model}
            onValueChange={(model) => {
              if (model !== CUSTOM) return onChange({ ...value, model });
              focusField.current = true;
              setTyping(true);
            }}
          >
            <Field id="portal-model" label="Model">
              <SelectTrigger className="w-full">
                <SelectValue />
              </SelectTrigger>
            </Field>
            <SelectContent
              onCloseAutoFocus={(event) => {
                if (!focusField.current) return;
                focusField.current = false;
                event.preventDefault();
                document.getElementById(CUSTOM_FIELD_ID)?.focus();
              }}
            >
              {modelOptions(value, listed).map((model) => (
                <SelectItem key={model.id} value={model.id}>
                  {model.label}
                </SelectItem>
              ))}
              <SelectSeparator />
              <SelectItem value={CUSTOM}>Custom model id...</SelectItem>
            </SelectContent>
          </Select>
          <div className="flex items-center justify-between gap-2">
            <p className="text-xs text-muted-foreground">{source}</p>
            <Button type="button" variant="outline" size="sm" disabled={!hasKey || refreshing} onClick={onRefresh}>
              <RefreshCwIcon aria-hidden className={refreshing ? 'animate-spin' : undefined} />
              {refreshing ? 'Refreshing...' : 'Refresh models'}
            </Button>
          </div>
        </div>
        {!listed && hasKey && listingPause && (
          <p role="status" className="text-xs text-muted-foreground">
            {modelListingPausedText(listingPause)}
          </p>
        )}
        {typing && (
          <CustomModelField
            onUse={(model) => {
              setTyping(false);
              onChange({ ...value, model }, true);
            }}
            onCancel={() => setTyping(false)}
          />
        )}
        {value.provider === 'openai-compatible' && <AcceptsImagesField model={value.model} />}
        <p className="text-xs text-muted-foreground">
          {sessionActive ? 'Saved to the selected session.' : 'Used for the next new session.'}
        </p>
      </CardContent>
    </Card>
  );
}
