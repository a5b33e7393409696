'use client';

import { CheckField } from '@/components/forms/check-field';
import { FormError } from '@/components/forms/form-error';
import type { ToolChoice } from '@/lib/data/port';
import type { ServerTools } from './use-chat-tools';

type Props = {
  servers: ServerTools[] | null;
  error: string | null;
  on: ToolChoice[];
  onToggle: (serverId: string, tool: string, next: boolean) => void;
};

/** The tick boxes of the Tools dialog and the project's Tools section: each server with its tools. */
export function ToolPicker({ servers, error, on, onToggle }: Props) {
  const isOn = (serverId: string, tool: string) => on.some((c) => c.serverId === serverId && c.tool === tool);
  return (
    <>
      <FormError message={error} />
      {servers === null && !error && <p className="text-sm text-muted-foreground">Loading tools...</p>}
      {servers?.length === 0 && (
        <p className="text-sm text-muted-foreground">No tool servers yet. Add one under Settings, Tools.</p>
      )}
      {servers?.map(({ server, tools, problem }) => (
        <fieldset key={server.id} className="min-w-0 space-y-2">
          <legend className="text-sm font-medium">{server.name}</legend>
          <FormError message={problem} />
          {tools?.map((tool) => (
            <CheckField key={tool.name} label={tool.name} hint={tool.description || undefined}>
              <input
                type="checkbox"
                checked={isOn(server.id, tool.name)}
                onChange={(e) => onToggle(server.id, tool.name, e.target.checked)}
              />
            </CheckField>
          ))}
        </fieldset>
      ))}
    </>
  );
}

/** The choices with one tool ticked or unticked. */
export const toggled = (now: ToolChoice[], serverId: string, tool: string, next: boolean): ToolChoice[] =>
  next
    ? [...now, { serverId, tool, alwaysAllow: false }]
    : now.filter((c) => !(c.serverId === serverId && c.tool === tool));
