/** The list machines' server clients for the sale area's lists, typed by the wire shapes of src/domain. */
import type { Customer } from '../../domain/customers.schemas';
import type { SaleRow } from '../../domain/sales.schemas';
import { resourceClient } from '../../api/common/resource';

export const customersList = resourceClient<Customer>('api/customers');
export const salesList = resourceClient<SaleRow>('api/sales');
