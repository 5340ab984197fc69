import type { Role } from '../../domain/auth.schemas';

/** How a role reads on screen: the account menu and the Users list say the same words. */
export const roleNames: Readonly<Record<Role, string>> = { admin: 'Admin', staff: 'Staff' };
