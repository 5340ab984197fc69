/**
 * Background work that waits for a quiet shop (PGlite answers one statement at a time, so upkeep
 * must not stand in front of a till's request). The job runs once it is due, firstAfterMs after
 * the start and then everyMs after its last run began, and the shop is quiet, looked at every
 * pollMs. The timer never keeps the process alive; stop() waits for a run under way.
 */
export interface QuietScheduleOptions {
  isQuiet: () => boolean;
  everyMs: number;
  pollMs: number;
  firstAfterMs?: number;
  /** A failed run: said, never thrown; the schedule goes on. */
  onError: (error: unknown) => void;
  /** Milliseconds on a monotonic clock. */
  now?: () => number;
}

export interface QuietSchedule {
  stop(): Promise<void>;
}

export function scheduleWhenQuiet(job: () => Promise<unknown>, options: QuietScheduleOptions): QuietSchedule {
  const { isQuiet, everyMs, pollMs, firstAfterMs = 0, onError, now = () => performance.now() } = options;
  let stopped = false;
  let dueAt = now() + firstAfterMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let underWay: Promise<unknown> = Promise.resolve();

  function schedule() {
    timer = setTimeout(tick, pollMs);
    timer.unref();
  }

  async function tick() {
    if (stopped) return;
    if (now() >= dueAt && isQuiet()) {
      dueAt = now() + everyMs;
      underWay = job().catch(onError);
      await underWay;
    }
    if (!stopped) schedule();
  }

  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await underWay;
    },
  };
}
