/** The list machine's server client for the Users screen, typed by the wire shape of src/domain. */
import type { StaffMember } from '../../domain/settings.schemas';
import { resourceClient } from '../../api/common/resource';

/** The shop's accounts (admin only): the Users screen's list. */
export const usersList = resourceClient<StaffMember>('api/users');
