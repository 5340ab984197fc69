/** The list machines' server clients for the return lists, typed by the wire shape of src/domain. */
import type { ReturnRecord } from '../../domain/returns.schemas';
import { resourceClient, type ResourceClient } from '../../api/common/resource';

export const saleReturnsList: ResourceClient<ReturnRecord> = resourceClient('GET /api/returns/sale');
export const purchaseReturnsList: ResourceClient<ReturnRecord> = resourceClient('GET /api/returns/purchase');
