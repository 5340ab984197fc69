import { describe, expect, it } from 'vitest';
import { accountListResource, transferListResource } from '../../src/machines/accounting/accounting-lists';
import { brandsList, categoriesList, productsList, taxesList, unitsList } from '../../src/machines/catalog/list-clients';
import { purchasesList, suppliersList } from '../../src/machines/purchases/purchase-list';
import { purchaseReturnsList, saleReturnsList } from '../../src/machines/returns/list-clients';
import { customersList, salesList } from '../../src/machines/sales/list-clients';
import { tillsList, usersList } from '../../src/machines/settings/list-clients';
import { shiftsList } from '../../src/machines/reports/shift-list';
import { accountsList, transfersList } from '../../src/api/accounting/accounts';

// The list machines read their rows through these clients: each asks its own resource of the API
// (docs/api.md#lists-paging-and-caps), so a list never shows another list's rows.
describe('the lists ask the server for their own resource', () => {
  it.each([
    { list: 'Category list', client: categoriesList, route: 'GET /api/categories' },
    { list: 'Product list', client: productsList, route: 'GET /api/products' },
    { list: 'Brand list', client: brandsList, route: 'GET /api/brands' },
    { list: 'Unit list', client: unitsList, route: 'GET /api/units' },
    { list: 'Tax list', client: taxesList, route: 'GET /api/taxes' },
    { list: 'Purchase list', client: purchasesList, route: 'GET /api/purchase' },
    { list: 'Supplier list', client: suppliersList, route: 'GET /api/suppliers' },
    { list: 'Sale Return list', client: saleReturnsList, route: 'GET /api/returns/sale' },
    { list: 'Purchase Return list', client: purchaseReturnsList, route: 'GET /api/returns/purchase' },
    { list: 'Customer list', client: customersList, route: 'GET /api/customers' },
    { list: 'Sale list', client: salesList, route: 'GET /api/sales' },
    { list: 'Users', client: usersList, route: 'GET /api/users' },
    { list: 'Tills', client: tillsList, route: 'GET /api/tills' },
    { list: 'Shift Report', client: shiftsList, route: 'GET /api/shifts' },
  ])('$list reads $route', ({ client, route }) => {
    expect(client.route).toBe(route);
  });
});

describe('the Accounting lists (docs/screens.md#accounting)', () => {
  it('the Account list reads the accounts, is titled Account List and counts accounts', () => {
    expect(accountListResource).toEqual({ listId: 'accounts', client: accountsList });
  });
  it('Money Transfer reads the transfers and counts transfers', () => {
    expect(transferListResource).toEqual({ listId: 'transfers', client: transfersList });
  });
});
