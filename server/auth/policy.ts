import type { SessionUser } from './sessions';

/**
 * Own Records (DESIGN.md decision 9): the creator a user's document lists, reports and details are
 * narrowed to, or null when they see everyone's. Which routes a user may call at all is decided
 * from the route table (server/routes/mount.ts) by the rules of src/domain/access-rules.ts.
 */
export function documentOwnerScope(user: Pick<SessionUser, 'id' | 'role' | 'staffAccess'>): string | null {
  return user.role === 'staff' && user.staffAccess === 'Own Records' ? user.id : null;
}
