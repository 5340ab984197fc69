import { rmSync } from 'node:fs';

/** Last-resort cleanup: synchronous actions run when the bench exits, however it exits. */
const onExitActions = new Set<() => void>();
/** Asynchronous work (dropping a database) that only an interrupt would otherwise skip. */
const onInterruptActions = new Set<() => Promise<void>>();

export function onExit(action: () => void): () => void {
  onExitActions.add(action);
  return () => onExitActions.delete(action);
}

export function onInterrupt(action: () => Promise<void>): () => void {
  onInterruptActions.add(action);
  return () => onInterruptActions.delete(action);
}

export function removeOnExit(folder: string): () => void {
  return onExit(() => rmSync(folder, { recursive: true, force: true }));
}

function runExitActions() {
  for (const action of [...onExitActions]) {
    try {
      action();
    } catch {
      // Keep cleaning the rest.
    }
  }
  onExitActions.clear();
}

process.on('exit', runExitActions);
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`[bench] ${signal}: cleaning up`);
    // Child servers die first (exit actions), so a database they hold can be dropped.
    runExitActions();
    const deadline = new Promise((resolve) => setTimeout(resolve, 5000));
    await Promise.race([Promise.allSettled([...onInterruptActions].map((action) => action())), deadline]);
    process.exit(130);
  });
}
