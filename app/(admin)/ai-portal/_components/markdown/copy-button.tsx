'use client';

import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

// Long enough to notice, short enough that a second copy shows its own confirmation.
const CONFIRM_MS = 2000;

/**
 * Copies text to the clipboard. The text is read when the button is pressed, so a block that is
 * still streaming copies what is on screen then. "Copied" is shown and announced (role=status).
 */
export function CopyButton({ label, text }: { label: string; text: () => string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text());
      setCopied(true);
    } catch {
      toast.error('Error', { description: 'Could not copy to the clipboard.' });
    }
  }

  return (
    <span className="inline-flex items-center gap-1">
      <span role="status" className="text-xs">
        {copied ? 'Copied' : ''}
      </span>
      <Button type="button" variant="ghost" size="icon-xs" aria-label={label} title={label} onClick={copy}>
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      </Button>
    </span>
  );
}
