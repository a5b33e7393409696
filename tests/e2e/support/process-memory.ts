import fs from 'node:fs';

/**
 * The processes whose environment names `dataDir` as DATA_DIR: the server and the npx that started
 * it. A reader process for an uploaded file gets no such environment (lib/isolated), so it is not
 * among them: this is the server's own memory.
 */
function serverPids(dataDir: string): number[] {
  const marker = `DATA_DIR=${dataDir}\0`;
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      return fs.readFileSync(`/proc/${entry}/environ`, 'latin1').includes(marker) ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}

const statusField = (pid: number, field: string) => {
  try {
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
};

/** The serving process (the largest of them): its pid and its resident memory now, in MB. */
export function serverMemory(dataDir: string): { pid: number; rssMb: number } {
  const [pid] = serverPids(dataDir).sort((a, b) => statusField(b, 'VmRSS') - statusField(a, 'VmRSS'));
  if (!pid) throw new Error(`no process serves ${dataDir}`);
  return { pid, rssMb: statusField(pid, 'VmRSS') };
}
