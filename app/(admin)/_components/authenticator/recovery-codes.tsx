'use client';

import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

const FILE_NAME = 'recovery-codes.txt';

function download(codes: string[]) {
  const text = [
    'Recovery codes (Mission Ready Tech admin)',
    'Each works once, in place of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: FILE_NAME });
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten new codes, this once: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Recovery Codes Copied');
    } catch {
      toast.error('Not Copied', { description: 'Download them instead, or write them down.' });
    }
  }

  return (
    <div className="space-y-3 rounded-md border border-amber-500/60 bg-amber-500/10 p-4">
      <h4 className="font-mono text-sm font-semibold tracking-widest">RECOVERY CODES</h4>
      <p className="text-sm">
        Keep these somewhere safe. Each one signs you in once without your phone. They are shown only now.
      </p>
      <ol aria-label="Recovery codes" className="grid w-fit grid-cols-2 gap-x-8 gap-y-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => download(codes)}>
          Download
        </Button>
        <Button type="button" variant="outline" onClick={() => void copy()}>
          Copy
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
