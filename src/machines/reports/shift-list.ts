/** The Shift Report's list client (docs/tills-and-shifts.md#reports): shifts by till and cashier with their counts and variances. */
import type { ShiftRow } from '../../domain/tills.schemas';
import { resourceClient, type ResourceClient } from '../../api/common/resource';

export const shiftsList: ResourceClient<ShiftRow> = resourceClient('GET /api/shifts');
