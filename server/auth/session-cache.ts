/**
 * Sessions already resolved, kept in this process, so an authenticated read on PGlite needs no query
 * for its caller. Sound only where this process is the database's one writer: PGlite, whose data
 * folder is locked to one server process (server/db/data-dir-lock.ts). On PostgreSQL another server
 * process, or an administrator's SQL, can revoke a session this process would not hear of, so there
 * the session is read from the database on every request (no cache).
 *
 * What revokes or changes a session (logout, a password change, a deactivation, a role or name
 * change, an approval, Staff Access in the settings) is a write request, and every write request
 * empties the cache when it ends (server/routes/mount.ts), before its answer is sent: the next request
 * of a revoked token is refused. A read that started before such a write and answers after it must
 * not put what it read back: each entry is stored only if no write ended while it was read (the
 * generation is unchanged).
 */
export class SessionCache<TSession> {
  private readonly entries = new Map<string, { session: TSession; expiresAt: number }>();
  private currentGeneration = 0;

  /** Bounded: past this many live sessions the cache starts again empty (they are read again). */
  constructor(private readonly maxEntries = 10_000) {}

  /** Taken before reading a session from the database; handed back to `store`. */
  generation(): number {
    return this.currentGeneration;
  }

  get(sessionId: string, now = Date.now()): TSession | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.session;
  }

  /** Keeps a session read at `generation`, unless a write has ended since. */
  store(sessionId: string, session: TSession, expiresAt: Date, generation: number): void {
    if (generation !== this.currentGeneration) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(sessionId, { session, expiresAt: expiresAt.getTime() });
  }

  /** A write ended: every session is read again from the database. */
  invalidate(): void {
    this.currentGeneration += 1;
    this.entries.clear();
  }
}
