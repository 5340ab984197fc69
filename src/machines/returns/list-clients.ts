/** The list machines' server clients for the return lists, typed by the wire shape of src/domain. */
import type { ReturnRecord } from '../../domain/returns.schemas';
import { resourceClient } from '../../api/common/resource';

export const saleReturnsList = resourceClient<ReturnRecord>('api/returns/sale');
export const purchaseReturnsList = resourceClient<ReturnRecord>('api/returns/purchase');
