/** The list machines' server clients for the Settings screens (Users, Warehouses, Tills), typed by the wire shape of src/domain. */
import type { Warehouse } from '../../domain/catalog.schemas';
import type { StaffMember } from '../../domain/settings.schemas';
import type { Till } from '../../domain/tills.schemas';
import { resourceClient } from '../../api/common/resource';

/** The shop's accounts (admin only): the Users screen's list. */
export const usersList = resourceClient<StaffMember>('api/users');

/** The shop's tills (admins set them up): the Tills screen's list. */
export const tillsList = resourceClient<Till>('api/tills');

/** The shop's warehouses, active and deactivated (admins set them up): the Warehouses screen's list. */
export const warehousesList = resourceClient<Warehouse>('api/warehouses');
