import 'server-only';
import fs from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type Stream = { nfd?: number };
type Attr = { mode?: number };
type NodeOps = {
  mknod: (parent: unknown, name: string, mode: number, dev: unknown) => unknown;
  setattr: (node: unknown, attr: Attr) => void;
};
type StreamOps = { fsync?: (stream: Stream) => number; setattr: (stream: unknown, attr: Attr) => void };
type EmscriptenModule = { FS: { filesystems: { NODEFS: { node_ops: NodeOps; stream_ops: StreamOps } } } };

const ownerOnly = (mode: number) => mode & ~0o077;
const maskMode = (attr: Attr): Attr => (attr.mode === undefined ? attr : { ...attr, mode: ownerOnly(attr.mode) });

/**
 * PGlite's Node filesystem with two fixes of Emscripten's NODEFS, applied to this instance only:
 * - fsync() reaches the disk. NODEFS has no fsync, so Postgres' fsync() returned without syncing
 *   anything (and fdatasync() is a no-op in the runtime): a power cut could lose a confirmed
 *   commit. With wal_sync_method=fsync (start-params.ts) every WAL flush and checkpoint ends here.
 * - Files and folders are created owner-only. Emscripten chmods each new file to the mode Postgres
 *   asks for (0666 here), whatever the process umask, so the umask alone cannot protect them.
 */
export class DurableNodeFS extends NodeFS {
  async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const patch = (mod: EmscriptenModule) => {
      const nodefs = mod.FS.filesystems.NODEFS;
      nodefs.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
        return 0;
      };
      const { mknod, setattr } = nodefs.node_ops;
      nodefs.node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, ownerOnly(mode), dev);
      nodefs.node_ops.setattr = (node, attr) => setattr(node, maskMode(attr));
      const setStreamAttr = nodefs.stream_ops.setattr;
      nodefs.stream_ops.setattr = (stream, attr) => setStreamAttr(stream, maskMode(attr));
    };
    const preRun = [...((emscriptenOpts.preRun as unknown[]) ?? []), patch];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as typeof emscriptenOpts };
  }
}
