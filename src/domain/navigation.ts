/** SPEC.md section 2: the sidebar's links and groups, and every route of the app. */
import { allows, type Permission } from './access-rules';
import type { Access } from './auth.schemas';

export interface SidebarLink {
  label: string;
  path: string;
}

export interface SidebarGroup {
  id: string;
  label: string;
  /** The permission of src/domain/access-rules.ts the group's screens need: the menu shows it only to those the server allows. */
  permission: Permission;
  links: SidebarLink[];
}

export const dashboardLink: SidebarLink = { label: 'Dashboard', path: '/dashboard' };

export const sidebarGroups: SidebarGroup[] = [
  {
    id: 'product',
    label: 'Product',
    permission: 'catalogEdit',
    links: [
      { label: 'Category', path: '/product/category' },
      { label: 'Add Product', path: '/product/add' },
      { label: 'Product List', path: '/product/list' },
    ],
  },
  {
    id: 'purchase',
    label: 'Purchase',
    permission: 'purchases',
    links: [
      { label: 'Purchase List', path: '/purchase/list' },
      { label: 'Add Purchase', path: '/purchase/add' },
      { label: 'Import CSV', path: '/purchase/import' },
    ],
  },
  {
    id: 'sale',
    label: 'Sale',
    permission: 'sales',
    links: [
      { label: 'Sale List', path: '/sale/list' },
      { label: 'POS', path: '/sale/pos' },
      { label: 'Add Sale', path: '/sale/add' },
      { label: 'Import CSV', path: '/sale/import' },
    ],
  },
  {
    id: 'return',
    label: 'Return',
    permission: 'returns',
    links: [
      { label: 'Sale Return', path: '/return/sale' },
      { label: 'Purchase Return', path: '/return/purchase' },
    ],
  },
  {
    id: 'accounting',
    label: 'Accounting',
    permission: 'accounts',
    links: [
      { label: 'Account List', path: '/account/list' },
      { label: 'Add Account', path: '/account/add' },
      { label: 'Money Transfer', path: '/account/transfer' },
    ],
  },
  {
    id: 'customer',
    label: 'Customer',
    permission: 'customers',
    links: [
      { label: 'Customer List', path: '/customer/list' },
      { label: 'Add Customer', path: '/customer/add' },
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
    permission: 'reports',
    links: [
      { label: 'Product Report', path: '/reports/product' },
      { label: 'Sale Report', path: '/reports/sales' },
      { label: 'Purchase Report', path: '/reports/purchase' },
      { label: 'Payment Report', path: '/reports/payment' },
    ],
  },
  {
    id: 'settings',
    label: 'Settings',
    permission: 'shopSetup',
    links: [
      { label: 'Unit', path: '/settings/unit' },
      { label: 'Brand', path: '/settings/brand' },
      { label: 'Tax', path: '/settings/tax' },
      { label: 'General Setting', path: '/settings/general' },
      { label: 'Users', path: '/settings/users' },
    ],
  },
];

export type SidebarGroupId = (typeof sidebarGroups)[number]['id'];

/**
 * The groups a user's menu shows, by the rules the server's route table applies
 * (src/domain/access-rules.ts): staff never see the admin-only Accounting and Settings; Limited
 * Access staff see only the sale group (with the POS). `access` is unknown until /api/me answers:
 * meanwhile the menu shows what All Records staff see, so no admin-only group flashes up.
 */
export function visibleGroups(access: Access | undefined): SidebarGroup[] {
  return sidebarGroups.filter((group) => allows(access ?? 'all', group.permission));
}

/** The group whose links include this path, so the sidebar can show where the user is. */
export function groupOfPath(path: string): string | null {
  const normalized = path.toLowerCase();
  return sidebarGroups.find((group) => group.links.some((link) => normalized === link.path || normalized.startsWith(`${link.path}/`)))?.id ?? null;
}

/** Public routes: reachable only without a session (SPEC.md section 2, Access rule). */
export const publicPaths = ['/', '/login', '/register'] as const;

/** Where the top bar's items lead (SPEC.md section 2). */
export const topBarTargets = {
  pos: '/POS',
  profile: '/Profile',
  settings: '/settings/general',
  transactions: '/mytransactions',
  login: '/login',
  dashboard: '/dashboard',
} as const;
