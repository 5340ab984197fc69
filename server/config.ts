import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Everything the server reads from its environment, read once here (docs/architecture.md#shape). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  seed: 'demo' | 'none';
  /** PGLITE_SYNC=off: PGlite answers a write before it is synced to disk (faster; a power cut can lose it). */
  pgliteSync: boolean;
  corsOrigins: string[];
  trustProxy: boolean;
  staticDir: string;
  /** DATA_DIR/uploads: uploaded images, and the demo shop's. */
  uploadDir: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || loadOrCreateSecret(dataDir),
    seed: env.SEED === 'none' ? 'none' : 'demo',
    pgliteSync: env.PGLITE_SYNC !== 'off',
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    staticDir: resolve(env.STATIC_DIR ?? './dist'),
    uploadDir: resolve(dataDir, 'uploads'),
  };
}

/** JWT_SECRET is generated on first start and kept in DATA_DIR so that tokens survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
