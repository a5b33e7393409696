import fs from 'node:fs/promises';

/** A process's resident memory in MB, from Linux's /proc; null where there is none (or it is gone). */
export async function residentMb(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  try {
    const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}
