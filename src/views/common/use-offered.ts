import { useSelector } from '@xstate/react';
import { allows, type Permission } from '../../domain/access-rules';
import { useAppActors } from '../app-actors';

/**
 * Whether to offer an action that needs `permission` (src/domain/access-rules.ts): not when the
 * signed-in user's access is known not to hold it. Until /api/me has told the access (or offline)
 * the action stays offered and the server, which always decides, answers a refusal with its reason.
 */
export function useOffered(permission: Permission): boolean {
  const { session } = useAppActors();
  const access = useSelector(session, (snapshot) => snapshot.context.user?.access);
  return access === undefined || allows(access, permission);
}
