import { closeSync, fsyncSync, openSync } from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { PGlite } from '@electric-sql/pglite';

/**
 * docs/decisions/012-durability.md: a write PGlite acknowledged is on disk, so a power cut cannot lose a sale the
 * till was told is saved. Out of the box it is not (PGlite 0.5.16, read in its source):
 * - `PGlite.defaultStartParams` holds `-F`: PostgreSQL runs with fsync off and never asks for a sync.
 * - With fsync on, the sync still does nothing: Emscripten's NODEFS (the file system PGlite mounts
 *   on a folder) has no `fsync` stream operation, and its `fdatasync` only checks the descriptor.
 * - `syncToFs()` is empty for a folder, and `transaction()` does not call it after COMMIT
 *   (electric-sql/pglite#1065), so PGlite's own durability option cannot help here.
 * So: fsync on, the WAL synced with `fsync` (which Emscripten routes to the stream's fsync operation;
 * `fdatasync`, PostgreSQL's default on Linux, never reaches it), and NODEFS given an fsync operation
 * that syncs the real file. PostgreSQL then syncs the WAL inside COMMIT, before PGlite answers; a
 * checkpoint syncs the data files before it lets the WAL that covers them go.
 */
export const DURABLE_START_PARAMS = (defaults: readonly string[]): string[] => [
  ...defaults.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

/** Syncs a real file on disk; replaced in tests to count the syncs. */
export type SyncFile = (fd: number) => void;

interface EmscriptenStream {
  nfd?: number;
  node: unknown;
}
interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: EmscriptenStream) => number }; realPath(node: unknown): string };
}

/** PGlite's NodeFS whose fsync reaches the disk. */
export class SyncedNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly syncFile: SyncFile = fsyncSync,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, options);
    const syncFile = this.syncFile;
    const preRun = (result.emscriptenOpts.preRun ?? []) as ((module: EmscriptenModule) => void)[];
    preRun.push(({ NODEFS }) => {
      NODEFS.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) {
          syncFile(stream.nfd);
          return 0;
        }
        // A directory: NODEFS keeps no host descriptor for it (PostgreSQL syncs folders after it
        // creates or renames files in them).
        const fd = openSync(NODEFS.realPath(stream.node), 'r');
        try {
          syncFile(fd);
        } finally {
          closeSync(fd);
        }
        return 0;
      };
    });
    result.emscriptenOpts.preRun = preRun as typeof result.emscriptenOpts.preRun;
    return result;
  }
}
