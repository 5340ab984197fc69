/** The list machines' server clients for the sale area's lists, typed by the wire shapes of src/domain. */
import type { Customer } from '../../domain/customers.schemas';
import type { SaleRow } from '../../domain/sales.schemas';
import { resourceClient, type ResourceClient } from '../../api/common/resource';

export const customersList: ResourceClient<Customer> = resourceClient('GET /api/customers');
export const salesList: ResourceClient<SaleRow> = resourceClient('GET /api/sales');
