import type { Database } from '../db/client';
import type { SessionUser } from '../auth/sessions';

export interface AppDeps {
  db: Database;
  jwtSecret: string;
  trustProxy: boolean;
  /** DATA_DIR/uploads: where uploaded images are stored. */
  uploadDir: string;
}

/** What every handler can read from its context. */
export type AppEnv = { Variables: { user: SessionUser; deps: AppDeps } };
