/** The list machines' server clients for the Settings screens (Users, Warehouses, Tills), typed by the wire shape of src/domain. */
import type { Warehouse } from '../../domain/catalog.schemas';
import type { StaffMember } from '../../domain/settings.schemas';
import type { Till } from '../../domain/tills.schemas';
import { resourceClient, type ResourceClient } from '../../api/common/resource';

/** The shop's accounts (admin only): the Users screen's list. */
export const usersList: ResourceClient<StaffMember> = resourceClient('GET /api/users');

/** The shop's tills (admins set them up): the Tills screen's list. */
export const tillsList: ResourceClient<Till> = resourceClient('GET /api/tills');

/** The shop's warehouses, active and deactivated (admins set them up): the Warehouses screen's list. */
export const warehousesList: ResourceClient<Warehouse> = resourceClient('GET /api/warehouses');
