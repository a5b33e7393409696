'use client';

import { WrenchIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { chatTools, setChatTools } from './tools-api';
import { ToolPicker, toggled } from './tool-picker';
import { useChatTools } from './use-chat-tools';

/** The chat header's Tools button: which of the user's MCP tools this chat may call. */
export function ChatToolsButton({
  sessionId,
  openRequest = 0,
}: {
  sessionId: string;
  /** Bumped by the chat's menu on a phone, where this button is hidden: opens the dialog. */
  openRequest?: number;
}) {
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(0);
  const [saving, setSaving] = useState(false);
  const { servers, on, setOn, fromProject, setFromProject, error, setError, load } = useChatTools(sessionId);
  useEffect(() => {
    void chatTools(sessionId).then((result) => result.ok && setCount(result.data.tools.length));
  }, [sessionId]);

  const toggle = (serverId: string, tool: string, next: boolean) => setOn((now) => toggled(now, serverId, tool, next));
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const result = await setChatTools(sessionId, on);
    setSaving(false);
    if (!result.ok) return setError(result.message);
    setCount(result.data.tools.length);
    setFromProject(null);
    toast.success(result.data.tools.length ? 'Tools saved for this chat' : 'Tools off for this chat');
    setOpen(false);
  };

  const change = (next: boolean) => {
    if (!saving) setOpen(next);
  };
  // A new request from the menu opens it (state adjusted while rendering, as React advises for a changed prop).
  const [seenRequest, setSeenRequest] = useState(openRequest);
  if (openRequest !== seenRequest) {
    setSeenRequest(openRequest);
    change(true);
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        {/* On a phone the chat's menu opens it: the header row keeps room for the title. */}
        <Button type="button" variant="outline" size="sm" className="shrink-0 max-sm:hidden">
          <WrenchIcon aria-hidden />
          <span className="max-sm:sr-only">{count ? `Tools (${count})` : 'Tools'}</span>
        </Button>
      </DialogTrigger>
      {/* However it opens (its button, or the chat's menu on a phone), it lists the tools as they are now. */}
      <DialogContent onOpenAutoFocus={() => void load()}>
        <DialogHeader>
          <DialogTitle>Tools for this chat</DialogTitle>
          <DialogDescription>
            The model may call the tools ticked here. It asks you before each call unless you chose Always allow.
          </DialogDescription>
          {fromProject && (
            // Until the chat saves its own, it uses its project's: the user sees which applies.
            <p className="text-sm font-medium">
              From the project {fromProject}. Saving here gives this chat its own tools.
            </p>
          )}
        </DialogHeader>
        <form onSubmit={(event) => void save(event)} className="max-h-[60vh] space-y-4 overflow-y-auto">
          <ToolPicker servers={servers} error={error} on={on} onToggle={toggle} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={saving}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={saving || servers === null}>
              {saving ? 'Saving...' : 'Save tools'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
