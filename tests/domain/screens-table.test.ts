import { describe, expect, it } from 'vitest';
import { canSee, dashboardLink, pathTo, publicScreens, screens, sidebarGroupLabels, sidebarGroups, sidebarPathOf, topBarTargets, visibleGroups, type ScreenId } from '../../src/domain/screens';

/**
 * Every screen: its address (docs/screens.md#screens-and-routes), its title, and who is offered it
 * (docs/decisions/009-roles-and-staff-access.md: A = admins, S = All and Own Records staff, L = Limited Access staff).
 */
const table: Record<ScreenId, [path: string, title: string, offeredTo: string]> = {
  dashboard: ['/dashboard', 'Dashboard', 'ASL'],
  categoryList: ['/product/category', 'Category', 'AS'],
  categoryAdd: ['/product/category/add', 'Add Category', 'AS'],
  categoryEdit: ['/product/category/edit/:id', 'Edit Category', 'AS'],
  productAdd: ['/product/add', 'Add Product', 'AS'],
  productEdit: ['/product/edit/:id', 'Edit Product', 'AS'],
  productLabels: ['/product/labels/:id', 'Print Labels', 'AS'],
  productList: ['/product/list', 'Product List', 'AS'],
  stockTransferList: ['/product/transfer', 'Stock Transfers', 'AS'],
  stockTransferAdd: ['/product/transfer/add', 'Add Stock Transfer', 'AS'],
  purchaseList: ['/purchase/list', 'Purchase List', 'AS'],
  purchaseAdd: ['/purchase/add', 'Add Purchase', 'AS'],
  purchaseImport: ['/purchase/import', 'Import Purchase', 'AS'],
  purchaseEdit: ['/purchase/edit/:id', 'Edit Purchase', 'AS'],
  supplierList: ['/purchase/supplier', 'Supplier List', 'AS'],
  supplierAdd: ['/purchase/supplier/add', 'Add Supplier', 'AS'],
  supplierEdit: ['/purchase/supplier/edit/:id', 'Edit Supplier', 'AS'],
  saleList: ['/sale/list', 'Sale List', 'ASL'],
  salePos: ['/sale/pos', 'POS', 'ASL'],
  pos: ['/pos', 'POS', 'ASL'],
  saleAdd: ['/sale/add', 'Add Sale', 'ASL'],
  saleImport: ['/sale/import', 'Import Sale', 'ASL'],
  saleEdit: ['/sale/edit/:id', 'Edit Sale', 'ASL'],
  saleReturn: ['/return/sale', 'Sale Return', 'AS'],
  purchaseReturn: ['/return/purchase', 'Purchase Return', 'AS'],
  accountList: ['/account/list', 'Account List', 'A'],
  accountAdd: ['/account/add', 'Add Account', 'A'],
  moneyTransfer: ['/account/transfer', 'Money Transfer', 'A'],
  transferAdd: ['/account/transfer/add', 'Add Transfer', 'A'],
  accountEdit: ['/account/edit/:id', 'Edit Account', 'A'],
  customerList: ['/customer/list', 'Customer List', 'AS'],
  customerAdd: ['/customer/add', 'Add Customer', 'AS'],
  customerEdit: ['/customer/edit/:id', 'Edit Customer', 'AS'],
  productReport: ['/reports/product', 'Product Report', 'AS'],
  saleReport: ['/reports/sales', 'Sale Report', 'AS'],
  purchaseReport: ['/reports/purchase', 'Purchase Report', 'AS'],
  paymentReport: ['/reports/payment', 'Payment Report', 'AS'],
  shiftReport: ['/reports/shifts', 'Shift Report', 'AS'],
  unitList: ['/settings/unit', 'Unit List', 'A'],
  unitAdd: ['/settings/unit/add', 'Add Unit', 'A'],
  unitEdit: ['/settings/unit/edit/:id', 'Edit Unit', 'A'],
  brandList: ['/settings/brand', 'Brand List', 'A'],
  brandAdd: ['/settings/brand/add', 'Add Brand', 'A'],
  brandEdit: ['/settings/brand/edit/:id', 'Edit Brand', 'A'],
  taxList: ['/settings/tax', 'Tax List', 'A'],
  taxAdd: ['/settings/tax/add', 'Add Tax', 'A'],
  taxEdit: ['/settings/tax/edit/:id', 'Edit Tax', 'A'],
  warehouseList: ['/settings/warehouse', 'Warehouses', 'A'],
  warehouseAdd: ['/settings/warehouse/add', 'Add Warehouse', 'A'],
  warehouseEdit: ['/settings/warehouse/edit/:id', 'Edit Warehouse', 'A'],
  tillList: ['/settings/till', 'Tills', 'A'],
  tillAdd: ['/settings/till/add', 'Add Till', 'A'],
  tillEdit: ['/settings/till/edit/:id', 'Edit Till', 'A'],
  generalSetting: ['/settings/general', 'General Setting', 'A'],
  users: ['/settings/users', 'Users', 'A'],
  profile: ['/profile', 'Profile', 'ASL'],
  myTransactions: ['/mytransactions', 'My Transactions', 'ASL'],
};

const offeredTo = (id: ScreenId) =>
  (['admin', 'all', 'limited'] as const)
    .filter((access) => canSee(access, screens[id].permission))
    .map((access) => ({ admin: 'A', all: 'S', limited: 'L' })[access])
    .join('');

describe('the screens table (docs/screens.md#screens-and-routes)', () => {
  it('gives each screen its address, its title and who is offered it', () => {
    expect(Object.keys(screens)).toEqual(Object.keys(table));
    for (const id of Object.keys(table) as ScreenId[]) {
      const [path, title, who] = table[id];
      expect([screens[id].path, screens[id].title, offeredTo(id)], id).toEqual([path, title, who]);
      expect(canSee('own', screens[id].permission), id).toBe(canSee('all', screens[id].permission));
      expect(canSee(undefined, screens[id].permission), id).toBe(canSee('all', screens[id].permission));
    }
  });

  it('lists the sidebar links of docs/screens.md#layout-top-bar-and-sidebar under their groups, in order', () => {
    expect(sidebarGroupLabels).toEqual({
      product: 'Product',
      purchase: 'Purchase',
      sale: 'Sale',
      return: 'Return',
      accounting: 'Accounting',
      customer: 'Customer',
      reports: 'Reports',
      settings: 'Settings',
    });
    const links = Object.fromEntries(sidebarGroups.map((group) => [group.id, group.links.map((link) => `${link.label} ${link.path}`)]));
    expect(links).toEqual({
      product: ['Category /product/category', 'Add Product /product/add', 'Product List /product/list', 'Stock Transfers /product/transfer'],
      purchase: ['Purchase List /purchase/list', 'Add Purchase /purchase/add', 'Import CSV /purchase/import', 'Supplier List /purchase/supplier', 'Add Supplier /purchase/supplier/add'],
      sale: ['Sale List /sale/list', 'POS /sale/pos', 'Add Sale /sale/add', 'Import CSV /sale/import'],
      return: ['Sale Return /return/sale', 'Purchase Return /return/purchase'],
      accounting: ['Account List /account/list', 'Add Account /account/add', 'Money Transfer /account/transfer'],
      customer: ['Customer List /customer/list', 'Add Customer /customer/add'],
      reports: ['Product Report /reports/product', 'Sale Report /reports/sales', 'Purchase Report /reports/purchase', 'Payment Report /reports/payment', 'Shift Report /reports/shifts'],
      settings: ['Unit /settings/unit', 'Brand /settings/brand', 'Tax /settings/tax', 'Warehouses /settings/warehouse', 'Tills /settings/till', 'General Setting /settings/general', 'Users /settings/users'],
    });
    expect(dashboardLink).toEqual({ id: 'dashboard', label: 'Dashboard', path: '/dashboard' });
    expect(visibleGroups('limited')).toEqual([sidebarGroups.find((group) => group.id === 'sale')]);
  });

  it('shows an edit screen under the list it belongs to', () => {
    const under: Partial<Record<ScreenId, string>> = {
      productEdit: '/product/list',
      productLabels: '/product/list',
      purchaseEdit: '/purchase/list',
      saleEdit: '/sale/list',
      accountEdit: '/account/list',
      customerEdit: '/customer/list',
      tillAdd: '/settings/till',
      tillEdit: '/settings/till',
      warehouseAdd: '/settings/warehouse',
      warehouseEdit: '/settings/warehouse',
      stockTransferAdd: '/product/transfer',
    };
    for (const id of Object.keys(table) as ScreenId[]) expect((screens[id] as { under?: string }).under, id).toBe(under[id]);
    expect(sidebarPathOf('/product/labels/7')).toBe('/product/list');
    expect(sidebarPathOf('/settings/brand/edit/7')).toBe('/settings/brand');
    expect(sidebarPathOf('/purchase/supplier/add')).toBe('/purchase/supplier/add');
    expect(sidebarPathOf('/settings/unit/')).toBe('/settings/unit');
    expect(sidebarPathOf('/')).toBeNull();
    expect(sidebarPathOf('/settings/unitx')).toBeNull();
    expect(sidebarPathOf('/nowhere/at/all')).toBeNull();
    expect(sidebarPathOf('/product/edit/7/extra')).toBeNull();
    expect(sidebarPathOf('/settings/unit//')).toBe('/settings/unit');
    // The nearest link wins: Add Supplier, not the Supplier List it continues.
    expect(sidebarPathOf('/purchase/supplier/add/draft')).toBe('/purchase/supplier/add');
  });

  it('builds an address with the record id only where the route takes one', () => {
    expect(pathTo('productEdit', '42')).toBe('/product/edit/42');
    expect(pathTo('dashboard', '42')).toBe('/dashboard');
  });

  it('sends the top bar and the public screens where docs/screens.md#layout-top-bar-and-sidebar says', () => {
    expect(publicScreens).toEqual({ login: '/login', register: '/register' });
    expect(topBarTargets).toEqual({ pos: '/POS', profile: '/Profile', settings: '/settings/general', transactions: '/mytransactions', login: '/login', dashboard: '/dashboard' });
  });
});
