/** SPEC.md section 2: the sidebar's links and groups, and every route of the app. */

export interface SidebarLink {
  label: string;
  path: string;
}

export interface SidebarGroup {
  id: string;
  label: string;
  links: SidebarLink[];
}

export const dashboardLink: SidebarLink = { label: 'Dashboard', path: '/dashboard' };

export const sidebarGroups: SidebarGroup[] = [
  {
    id: 'product',
    label: 'Product',
    links: [
      { label: 'Category', path: '/product/category' },
      { label: 'Add Product', path: '/product/add' },
      { label: 'Product List', path: '/product/list' },
    ],
  },
  {
    id: 'purchase',
    label: 'Purchase',
    links: [
      { label: 'Purchase List', path: '/purchase/list' },
      { label: 'Add Purchase', path: '/purchase/add' },
      { label: 'Import CSV', path: '/purchase/import' },
    ],
  },
  {
    id: 'sale',
    label: 'Sale',
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
    links: [
      { label: 'Sale Return', path: '/return/sale' },
      { label: 'Purchase Return', path: '/return/purchase' },
    ],
  },
  {
    id: 'accounting',
    label: 'Accounting',
    links: [
      { label: 'Account List', path: '/account/list' },
      { label: 'Add Account', path: '/account/add' },
      { label: 'Money Transfer', path: '/account/transfer' },
    ],
  },
  {
    id: 'customer',
    label: 'Customer',
    links: [
      { label: 'Customer List', path: '/customer/list' },
      { label: 'Add Customer', path: '/customer/add' },
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
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
 * The groups a user's menu shows, as server/auth/policy.ts decides (issue 4): staff never see the
 * admin-only Accounting and Settings; Limited Access staff see only the sale group (with the POS).
 * `access` is unknown until /api/me answers: the menu shows no restricted group meanwhile.
 */
export function visibleGroups(access: 'admin' | 'all' | 'own' | 'limited' | undefined): SidebarGroup[] {
  if (access === 'admin') return sidebarGroups;
  if (access === 'limited') return sidebarGroups.filter((group) => group.id === 'sale');
  return sidebarGroups.filter((group) => group.id !== 'accounting' && group.id !== 'settings');
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
