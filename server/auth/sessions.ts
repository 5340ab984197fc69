import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import { sessionIdOf } from './session-token';
import type { SessionCache } from './session-cache';
import { sessions, shopSettings, users } from '../db/schema';
import type { Role } from '../../src/domain/auth.schemas';
import type { Language } from '../../src/domain/languages';
import { DEFAULT_STAFF_ACCESS, STAFF_ACCESS_LEVELS, type StaffAccess } from '../../src/domain/shop-constants';

// A shift and then some: a token older than this must sign in again.
export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;
const JWT_ALGORITHM = 'HS256';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  language: Language;
  sessionId: string;
  /** General Setting's Staff Access, read with the session so every request knows it (one query). */
  staffAccess: StaffAccess;
}

export async function startSession(db: Executor, secret: string, userId: string, now = new Date()): Promise<string> {
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000);
  const [session] = await db.insert(sessions).values({ userId, expiresAt, createdAt: now }).returning({ id: sessions.id });
  return sign({ sub: userId, sid: session.id, iat: Math.floor(now.getTime() / 1000), exp: Math.floor(expiresAt.getTime() / 1000) }, secret, JWT_ALGORITHM);
}

/** The session, its user and Staff Access in one indexed query, prepared once per database. */
function prepareSessionQuery(db: Database) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      language: users.language,
      sessionId: sessions.id,
      staffAccess: shopSettings.staffAccess,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(shopSettings, eq(shopSettings.id, 1))
    // A deactivated member's sessions end at once, even one nothing else revoked.
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now')), eq(users.status, 'active')))
    .limit(1)
    .prepare('resolve_session');
}
const sessionQueries = new WeakMap<Database, ReturnType<typeof prepareSessionQuery>>();

/**
 * The token's signature and expiry are checked first (no database work for garbage), then the
 * session row and its user (who must be active): logout, a password change, a role change or a
 * deactivation revoke it there, and the next request of that token is refused. Without `cache`
 * (PostgreSQL) that row is read on every request, whichever server process it reaches; with it
 * (PGlite, one process owns the database) a session read once is kept until the next write request
 * ends (server/auth/session-cache.ts).
 */
export async function resolveSession(db: Database, secret: string, token: string, cache?: SessionCache<SessionUser>): Promise<SessionUser | null> {
  const sessionId = sessionIdOf(token, secret);
  if (!sessionId) return null;
  const cached = cache?.get(sessionId);
  if (cached) return cached;
  const generation = cache?.generation();
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = prepareSessionQuery(db)));
  const [row] = await query.execute({ sessionId, now: new Date() });
  if (!row) return null;
  const { expiresAt, ...user } = row;
  const staffAccess = STAFF_ACCESS_LEVELS.find((level) => level === row.staffAccess) ?? DEFAULT_STAFF_ACCESS;
  const session = { ...user, staffAccess };
  if (cache && generation !== undefined) cache.store(sessionId, session, expiresAt, generation);
  return session;
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user but one (the browser that changed the password keeps its own). */
export async function revokeUserSessions(db: Executor, userId: string, keepSessionId?: string): Promise<void> {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(keepSessionId ? and(live, ne(sessions.id, keepSessionId)) : live);
}
