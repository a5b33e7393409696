'use client';

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { PROVIDERS, isProvider, providerCatalogue } from '@/lib/ai/models';
import { modelOptions, withProvider, type ModelSelection } from './model-selection';

type Props = { value: ModelSelection; onChange: (next: ModelSelection) => void; sessionActive: boolean };

export function ModelSettings({ value, onChange, sessionActive }: Props) {
  return (
    <Card className="gap-4" role="region" aria-labelledby="model-settings-title">
      <CardHeader>
        <CardTitle>
          <h2 id="model-settings-title" className="font-mono tracking-widest">
            Model Settings
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="portal-provider">Provider</Label>
          <Select value={value.provider} onValueChange={(next) => isProvider(next) && onChange(withProvider(next))}>
            <SelectTrigger id="portal-provider" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PROVIDERS.map((provider) => (
                <SelectItem key={provider} value={provider}>
                  {providerCatalogue[provider].label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-2">
          <Label htmlFor="portal-model">Model</Label>
          <Select value={value.model} onValueChange={(model) => onChange({ ...value, model })}>
            <SelectTrigger id="portal-model" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {modelOptions(value).map((model) => (
                <SelectItem key={model.id} value={model.id}>
                  {model.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <p className="text-xs text-muted-foreground">
          {sessionActive ? 'Saved to the selected session.' : 'Used for the next new session.'}
        </p>
      </CardContent>
    </Card>
  );
}
