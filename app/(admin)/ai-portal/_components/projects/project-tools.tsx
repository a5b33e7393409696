'use client';

import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { projectTools, setProjectTools } from '../tools/tools-api';
import { ToolPicker, toggled } from '../tools/tool-picker';
import { useToolChoices } from '../tools/use-chat-tools';

/**
 * The project's tools: the same tick boxes as a chat's Tools dialog. Its chats that have not
 * picked their own tools use these; "Always allow" is still answered in each chat.
 */
export function ProjectTools({ projectId }: { projectId: string }) {
  const { servers, on, setOn, error, setError, load } = useToolChoices(() => projectTools(projectId));
  const [saving, setSaving] = useState(false);
  // Loaded once on the page: the servers are asked for their tools, which may take a moment.
  useEffect(() => void load(), []); // eslint-disable-line react-hooks/exhaustive-deps

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const result = await setProjectTools(projectId, on);
    setSaving(false);
    if (!result.ok) return setError(result.message);
    setError(null);
    setOn(result.data.tools);
    toast.success(result.data.tools.length ? 'Tools saved for this project' : 'Tools off for this project');
  };

  return (
    <Card className="gap-3 py-4" role="region" aria-labelledby="project-tools-title">
      <CardHeader>
        <CardTitle>
          <h3 id="project-tools-title">Tools</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void save(event)} className="space-y-4">
          <p className="text-xs text-muted-foreground">
            The tools ticked here are on in each chat of this project until that chat picks its own with its Tools
            button. The model asks you before each call unless you chose Always allow in that chat.
          </p>
          <ToolPicker
            servers={servers}
            error={error}
            on={on}
            onToggle={(serverId, tool, next) => setOn((now) => toggled(now, serverId, tool, next))}
          />
          {!!servers?.length && (
            <Button type="submit" size="sm" disabled={saving}>
              {saving ? 'Saving...' : 'Save tools'}
            </Button>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
