'use client';

import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function PreviewToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <Button type="button" variant={open ? 'secondary' : 'ghost'} size="sm" aria-pressed={open} onClick={onToggle}>
      <Eye aria-hidden /> Preview
    </Button>
  );
}

/** The form beside its preview on wide screens, above it on narrow ones. */
export function WithPreview({ preview, children }: { preview: React.ReactNode; children: React.ReactNode }) {
  if (!preview) return children;
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <div className="min-w-0">{children}</div>
      {preview}
    </div>
  );
}
