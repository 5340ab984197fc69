/**
 * What a sale names (customer, warehouse, biller), as its forms and filters offer them: read from
 * the server, never a fixed sample (the single-option dropdowns in docs/screens.md#sales are a defect).
 */
import { listOptions } from '../catalog/catalog';
import { readRoute } from '../common/api-client';
import { acceptedData, answerOf, firstRefusal, type ApiResult } from '../common/http';

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

export async function loadSaleChoices(signal?: AbortSignal): Promise<ApiResult<SaleChoices>> {
  const [customers, warehouses, billers] = await Promise.all([
    answerOf(() => readRoute('GET /api/customers/choices', { signal })),
    listOptions('warehouses', signal),
    listOptions('billers', signal),
  ]);
  // A refusal of any of the three is the answer (the user's access), not a lost connection.
  const refused = firstRefusal([customers, warehouses, billers]);
  if (refused) return refused;
  const customerList = acceptedData(customers);
  return {
    ok: true,
    data: {
      customers: customerList.map((customer) => ({ id: customer._id, name: customer.name })),
      warehouses: acceptedData(warehouses).map(({ id, name }) => ({ id, name })),
      billers: acceptedData(billers).map(({ id, name }) => ({ id, name })),
      walkInCustomerId: customerList.find((customer) => customer.isWalkIn)?._id ?? null,
    },
  };
}
