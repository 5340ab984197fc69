import type { Database } from '../db/client';
import type { SessionUser } from '../auth/sessions';
import type { SessionCache } from '../auth/session-cache';

export interface AppDeps {
  db: Database;
  jwtSecret: string;
  trustProxy: boolean;
  /** DATA_DIR/uploads: where uploaded images are stored. */
  uploadDir: string;
  /** PGlite only: sessions kept in this process, emptied when any write request ends (session-cache.ts). */
  sessionCache?: SessionCache<SessionUser>;
}

/** What every handler can read from its context. */
export type AppEnv = { Variables: { user: SessionUser; deps: AppDeps } };
