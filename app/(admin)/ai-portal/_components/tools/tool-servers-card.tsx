'use client';

import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { McpServer } from '@/lib/data/port';
import type { ListedTool } from '@/lib/ai/tools/servers';
import { AddServerForm } from './add-server-form';
import { listServers, removeServer, serverTools } from './tools-api';

/** Settings: the user's MCP servers, each with the tools it offers, and the form to add one. */
export function ToolServersCard() {
  const [servers, setServers] = useState<McpServer[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () =>
    void listServers().then((result) => (result.ok ? setServers(result.data.servers) : setError(result.message)));
  useEffect(load, []);

  return (
    <Card role="region" aria-labelledby="tool-servers-title">
      <CardHeader>
        <CardTitle>
          <h2 id="tool-servers-title" className="font-mono tracking-widest">
            Tools (MCP servers)
          </h2>
        </CardTitle>
        <CardDescription>
          Add a server that offers tools over MCP (Streamable HTTP). Turn its tools on per chat with the Tools button in
          the chat&apos;s header. The model asks before each call unless you chose &quot;Always allow&quot; there.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <FormError message={error} />
        {servers?.length === 0 && <p className="text-sm text-muted-foreground">No tool servers yet.</p>}
        <ul className="space-y-3">
          {servers?.map((server) => (
            <ServerRow key={server.id} server={server} onRemoved={load} />
          ))}
        </ul>
        <AddServerForm onAdded={load} />
      </CardContent>
    </Card>
  );
}

function ServerRow({ server, onRemoved }: { server: McpServer; onRemoved: () => void }) {
  const [tools, setTools] = useState<ListedTool[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const show = async () => {
    const result = await serverTools(server.id);
    if (result.ok) setTools(result.data.tools);
    setProblem(result.ok ? null : result.message);
  };
  const remove = async () => {
    const result = await removeServer(server.id);
    if (result.ok) onRemoved();
    else setProblem(result.message);
  };
  return (
    <li className="rounded-md border p-3 text-sm" aria-label={`Tool server ${server.name}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{server.name}</span>
        <span className="min-w-0 text-muted-foreground [overflow-wrap:anywhere]">{server.url}</span>
        {server.hasToken && <span className="text-xs text-muted-foreground">(token saved)</span>}
        <div className="ml-auto flex gap-2">
          <Button type="button" size="sm" variant="outline" onClick={() => void show()}>
            Show tools
          </Button>
          <ConfirmDialog
            trigger={
              <Button type="button" size="sm" variant="outline">
                Remove
              </Button>
            }
            title={`Remove ${server.name}?`}
            description="Its tools go off in every chat that uses them. Tool calls already in your chats stay."
            confirm="Remove server"
            destructive
            onConfirm={() => void remove()}
          />
        </div>
      </div>
      <FormError message={problem} />
      {tools && (
        <ul className="mt-2 space-y-1" aria-label={`Tools of ${server.name}`}>
          {tools.length === 0 && <li className="text-muted-foreground">This server offers no tools.</li>}
          {tools.map((tool) => (
            <li key={tool.name}>
              <span className="font-mono">{tool.name}</span>
              {tool.description && <span className="text-muted-foreground"> — {tool.description}</span>}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
