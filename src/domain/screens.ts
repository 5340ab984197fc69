/**
 * Every screen of the app, named once (docs/screens.md#screens-and-routes): its route, its title, its sidebar entry
 * and who sees it. The router, the sidebar, the forms' redirects and the tests all read it, so a
 * path is written here and nowhere else.
 */

import { allows, type Permission } from './access-rules';
import type { Access } from './auth.schemas';

/** What the session knows of the user's reach; undefined until /api/me answers. */
export type ScreenAccess = Access | undefined;

export interface SidebarEntry {
  group: SidebarGroupId;
  label: string;
}

export interface Screen {
  /** The route; ':id' marks a record's id. Matched without regard to case (/POS, /Profile). */
  path: string;
  title: string;
  /** The permission of src/domain/access-rules.ts the screen needs: the menu offers it only to those the server allows. */
  permission: Permission;
  sidebar?: SidebarEntry;
  /** For a screen the sidebar does not list (an edit form): the sidebar link shown as where the user is. */
  under?: string;
}

export const sidebarGroupLabels = {
  product: 'Product',
  purchase: 'Purchase',
  sale: 'Sale',
  return: 'Return',
  accounting: 'Accounting',
  customer: 'Customer',
  reports: 'Reports',
  settings: 'Settings',
} as const;

export type SidebarGroupId = keyof typeof sidebarGroupLabels;

const screen = (path: string, title: string, permission: Permission, place?: SidebarEntry | { under: string }): Screen => ({
  path,
  title,
  permission,
  ...(place === undefined ? {} : 'under' in place ? { under: place.under } : { sidebar: place }),
});

/** In sidebar order within each group. */
export const screens = {
  dashboard: screen('/dashboard', 'Dashboard', 'signedIn'),
  categoryList: screen('/product/category', 'Category', 'catalogEdit', { group: 'product', label: 'Category' }),
  categoryAdd: screen('/product/category/add', 'Add Category', 'catalogEdit'),
  categoryEdit: screen('/product/category/edit/:id', 'Edit Category', 'catalogEdit'),
  productAdd: screen('/product/add', 'Add Product', 'catalogEdit', { group: 'product', label: 'Add Product' }),
  productEdit: screen('/product/edit/:id', 'Edit Product', 'catalogEdit', { under: '/product/list' }),
  productLabels: screen('/product/labels/:id', 'Print Labels', 'catalogEdit', { under: '/product/list' }),
  productList: screen('/product/list', 'Product List', 'catalogEdit', { group: 'product', label: 'Product List' }),
  stockTransferList: screen('/product/transfer', 'Stock Transfers', 'stock', { group: 'product', label: 'Stock Transfers' }),
  stockTransferAdd: screen('/product/transfer/add', 'Add Stock Transfer', 'stock', { under: '/product/transfer' }),
  purchaseList: screen('/purchase/list', 'Purchase List', 'purchases', { group: 'purchase', label: 'Purchase List' }),
  purchaseAdd: screen('/purchase/add', 'Add Purchase', 'purchases', { group: 'purchase', label: 'Add Purchase' }),
  purchaseImport: screen('/purchase/import', 'Import Purchase', 'purchases', { group: 'purchase', label: 'Import CSV' }),
  purchaseEdit: screen('/purchase/edit/:id', 'Edit Purchase', 'purchases', { under: '/purchase/list' }),
  supplierList: screen('/purchase/supplier', 'Supplier List', 'purchases', { group: 'purchase', label: 'Supplier List' }),
  supplierAdd: screen('/purchase/supplier/add', 'Add Supplier', 'purchases', { group: 'purchase', label: 'Add Supplier' }),
  supplierEdit: screen('/purchase/supplier/edit/:id', 'Edit Supplier', 'purchases'),
  saleList: screen('/sale/list', 'Sale List', 'sales', { group: 'sale', label: 'Sale List' }),
  salePos: screen('/sale/pos', 'POS', 'sales', { group: 'sale', label: 'POS' }),
  pos: screen('/pos', 'POS', 'sales'),
  saleAdd: screen('/sale/add', 'Add Sale', 'sales', { group: 'sale', label: 'Add Sale' }),
  saleImport: screen('/sale/import', 'Import Sale', 'sales', { group: 'sale', label: 'Import CSV' }),
  saleEdit: screen('/sale/edit/:id', 'Edit Sale', 'sales', { under: '/sale/list' }),
  saleReturn: screen('/return/sale', 'Sale Return', 'returns', { group: 'return', label: 'Sale Return' }),
  purchaseReturn: screen('/return/purchase', 'Purchase Return', 'returns', { group: 'return', label: 'Purchase Return' }),
  accountList: screen('/account/list', 'Account List', 'accounts', { group: 'accounting', label: 'Account List' }),
  accountAdd: screen('/account/add', 'Add Account', 'accounts', { group: 'accounting', label: 'Add Account' }),
  moneyTransfer: screen('/account/transfer', 'Money Transfer', 'accounts', { group: 'accounting', label: 'Money Transfer' }),
  transferAdd: screen('/account/transfer/add', 'Add Transfer', 'accounts'),
  accountEdit: screen('/account/edit/:id', 'Edit Account', 'accounts', { under: '/account/list' }),
  customerList: screen('/customer/list', 'Customer List', 'customers', { group: 'customer', label: 'Customer List' }),
  customerAdd: screen('/customer/add', 'Add Customer', 'customers', { group: 'customer', label: 'Add Customer' }),
  customerEdit: screen('/customer/edit/:id', 'Edit Customer', 'customers', { under: '/customer/list' }),
  productReport: screen('/reports/product', 'Product Report', 'reports', { group: 'reports', label: 'Product Report' }),
  saleReport: screen('/reports/sales', 'Sale Report', 'reports', { group: 'reports', label: 'Sale Report' }),
  purchaseReport: screen('/reports/purchase', 'Purchase Report', 'reports', { group: 'reports', label: 'Purchase Report' }),
  paymentReport: screen('/reports/payment', 'Payment Report', 'reports', { group: 'reports', label: 'Payment Report' }),
  shiftReport: screen('/reports/shifts', 'Shift Report', 'reports', { group: 'reports', label: 'Shift Report' }),
  unitList: screen('/settings/unit', 'Unit List', 'shopSetup', { group: 'settings', label: 'Unit' }),
  unitAdd: screen('/settings/unit/add', 'Add Unit', 'shopSetup'),
  unitEdit: screen('/settings/unit/edit/:id', 'Edit Unit', 'shopSetup'),
  brandList: screen('/settings/brand', 'Brand List', 'shopSetup', { group: 'settings', label: 'Brand' }),
  brandAdd: screen('/settings/brand/add', 'Add Brand', 'shopSetup'),
  brandEdit: screen('/settings/brand/edit/:id', 'Edit Brand', 'shopSetup'),
  taxList: screen('/settings/tax', 'Tax List', 'shopSetup', { group: 'settings', label: 'Tax' }),
  taxAdd: screen('/settings/tax/add', 'Add Tax', 'shopSetup'),
  taxEdit: screen('/settings/tax/edit/:id', 'Edit Tax', 'shopSetup'),
  warehouseList: screen('/settings/warehouse', 'Warehouses', 'shopSetup', { group: 'settings', label: 'Warehouses' }),
  warehouseAdd: screen('/settings/warehouse/add', 'Add Warehouse', 'shopSetup', { under: '/settings/warehouse' }),
  warehouseEdit: screen('/settings/warehouse/edit/:id', 'Edit Warehouse', 'shopSetup', { under: '/settings/warehouse' }),
  tillList: screen('/settings/till', 'Tills', 'shopSetup', { group: 'settings', label: 'Tills' }),
  tillAdd: screen('/settings/till/add', 'Add Till', 'shopSetup', { under: '/settings/till' }),
  tillEdit: screen('/settings/till/edit/:id', 'Edit Till', 'shopSetup', { under: '/settings/till' }),
  generalSetting: screen('/settings/general', 'General Setting', 'shopSetup', { group: 'settings', label: 'General Setting' }),
  users: screen('/settings/users', 'Users', 'users', { group: 'settings', label: 'Users' }),
  profile: screen('/profile', 'Profile', 'signedIn'),
  myTransactions: screen('/mytransactions', 'My Transactions', 'signedIn'),
} as const satisfies Record<string, Screen>;

export type ScreenId = keyof typeof screens;

/** Public screens: reachable only without a session (docs/screens.md#screens-and-routes, Access rule). */
export const publicScreens = {
  login: '/login',
  register: '/register',
} as const;

/** The address of a screen; an edit screen takes the record's id. */
export function pathTo(id: ScreenId, recordId?: string): string {
  const { path } = screens[id];
  if (!path.includes(':id')) return path;
  if (recordId === undefined) throw new Error(`${id} needs a record id`);
  return path.replace(':id', encodeURIComponent(recordId));
}

/**
 * Whether a user with this reach is offered the screen, by the rules the server's route table
 * applies. Until /api/me answers, what All Records staff see: no admin-only screen flashes up.
 */
export function canSee(access: ScreenAccess, permission: Permission): boolean {
  return allows(access ?? 'all', permission);
}

export interface SidebarLink {
  /** The screen it opens: the views name it in the person's language (src/views/i18n/screen-names.ts). */
  id: ScreenId;
  label: string;
  path: string;
}

export interface SidebarGroup {
  id: SidebarGroupId;
  label: string;
  links: SidebarLink[];
}

export const dashboardLink: SidebarLink = { id: 'dashboard', label: screens.dashboard.title, path: screens.dashboard.path };

function groupsFor(access: ScreenAccess): SidebarGroup[] {
  const visible = (Object.entries(screens) as [ScreenId, Screen][]).filter(([, entry]) => entry.sidebar && canSee(access, entry.permission));
  return (Object.keys(sidebarGroupLabels) as SidebarGroupId[])
    .map((id) => ({
      id,
      label: sidebarGroupLabels[id],
      links: visible.filter(([, entry]) => entry.sidebar!.group === id).map(([screenId, entry]) => ({ id: screenId, label: entry.sidebar!.label, path: entry.path })),
    }))
    .filter((group) => group.links.length > 0);
}

/** Every sidebar group with all its links, as an admin sees them. */
export const sidebarGroups: SidebarGroup[] = groupsFor('admin');

/**
 * The groups a user's menu shows, from the same rules the server applies: staff never see the
 * admin-only Accounting and Settings; Limited Access staff see only the sale group (with the POS).
 */
export function visibleGroups(access: ScreenAccess): SidebarGroup[] {
  return groupsFor(access);
}

function matchesRoute(route: string, path: string): boolean {
  const routeParts = route.toLowerCase().split('/');
  const pathParts = path.split('/');
  return routeParts.length === pathParts.length && routeParts.every((part, index) => part === ':id' || part === pathParts[index]);
}

/**
 * The sidebar link that shows where the user is: the screen's own link, the list an edit form
 * belongs to (its `under`), or the link whose path the address continues (/settings/unit/add).
 */
export function sidebarPathOf(path: string): string | null {
  const normalized = path.toLowerCase().replace(/\/+$/, '') || '/';
  const links = sidebarGroups.flatMap((group) => group.links);
  if (links.some((link) => link.path === normalized)) return normalized;
  const screen = Object.values(screens as Record<ScreenId, Screen>).find((entry) => matchesRoute(entry.path, normalized));
  if (screen?.under) return screen.under;
  const parents = links.filter((link) => normalized.startsWith(`${link.path}/`)).sort((a, b) => b.path.length - a.path.length);
  return parents[0]?.path ?? null;
}

/** The group whose links include this path, so the sidebar can show where the user is. */
export function groupOfPath(path: string): string | null {
  const current = sidebarPathOf(path);
  return sidebarGroups.find((group) => group.links.some((link) => link.path === current))?.id ?? null;
}

/** Where the top bar's items lead (docs/screens.md#layout-top-bar-and-sidebar: its links are written /POS and /Profile). */
export const topBarTargets = {
  pos: '/POS',
  profile: '/Profile',
  settings: screens.generalSetting.path,
  transactions: screens.myTransactions.path,
  login: publicScreens.login,
  dashboard: screens.dashboard.path,
} as const;
