import type { SessionUser } from './sessions';

/**
 * Own Records and Limited Access (docs/roles-and-access.md, "Whose documents"): the creator a
 * user's document lists, searches, reports and details, edits and returns are narrowed to, or null
 * when they see everyone's. Which routes a user may call at all is decided from the route table
 * (server/routes/mount.ts) by the rules of src/domain/access-rules.ts.
 */
export function documentOwnerScope(user: Pick<SessionUser, 'id' | 'role' | 'staffAccess'>): string | null {
  return user.role === 'staff' && user.staffAccess !== 'All Records' ? user.id : null;
}
