/**
 * What a sale names (customer, warehouse, biller), as its forms and filters offer them: read from
 * the server, never a fixed sample (the single-option dropdowns in docs/screens.md#sales are a defect).
 */
import { listOptions } from '../catalog/catalog';
import { readRoute } from '../common/api-client';
import { answerOf, dataOf, type ApiResult } from '../common/http';

export interface Choice {
  id: string;
  name: string;
}

export interface SaleChoices {
  customers: Choice[];
  warehouses: Choice[];
  billers: Choice[];
  /** The walk-in customer, the POS's and a new sale's default. */
  walkInCustomerId: string | null;
}

export function loadSaleChoices(signal?: AbortSignal): Promise<ApiResult<SaleChoices>> {
  return answerOf(async () => {
    const [customers, warehouses, billers] = await Promise.all([
      readRoute('GET /api/customers/choices', { signal }),
      listOptions('warehouses', signal).then(dataOf),
      listOptions('billers', signal).then(dataOf),
    ]);
    return {
      customers: customers.map((customer) => ({ id: customer._id, name: customer.name })),
      warehouses: warehouses.map(({ id, name }) => ({ id, name })),
      billers: billers.map(({ id, name }) => ({ id, name })),
      walkInCustomerId: customers.find((customer) => customer.isWalkIn)?._id ?? null,
    };
  });
}
