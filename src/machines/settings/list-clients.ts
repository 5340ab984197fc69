/** The list machines' server clients for the Settings screens (Users, Tills), typed by the wire shape of src/domain. */
import type { StaffMember } from '../../domain/settings.schemas';
import type { Till } from '../../domain/tills.schemas';
import { resourceClient } from '../../api/common/resource';

/** The shop's accounts (admin only): the Users screen's list. */
export const usersList = resourceClient<StaffMember>('api/users');

/** The shop's tills (admins set them up): the Tills screen's list. */
export const tillsList = resourceClient<Till>('api/tills');
