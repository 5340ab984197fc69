import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '../../domain/auth.schemas';

/** How a role reads on screen: the account menu and the Users list say the same words. */
export const roleNames: Readonly<Record<Role, MessageDescriptor>> = { admin: msg`Admin`, staff: msg`Staff` };
