import type { SessionUser } from './sessions';

/**
 * Who may do what (DESIGN.md decision 9; issue 4). The one place that decides: the app asks it for
 * every /api request, services ask it which records a user sees.
 *
 * - Admins may do everything.
 * - Admin only, whatever Staff Access says: saving General Setting, managing users and roles, cash
 *   accounts and money transfers, and every deletion.
 * - Staff Access applies to staff:
 *   - All Records: everything else.
 *   - Own Records: the same routes, but documents (purchases, sales, returns, transfers, payments)
 *     in lists, reports and details are only those the member created. The catalog (products,
 *     categories, brands, units, taxes, warehouses) is shared: a cashier must find every product.
 *   - Limited Access: the POS and sales only; the catalog and customers may be read (the POS and the
 *     sale form pick from them) and customers added (the POS's plus button); everything else is 403.
 */
export type Decision = { allowed: true } | { allowed: false; message: string };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
interface Rule {
  methods: readonly Method[] | 'any';
  path: RegExp;
}

const ALLOWED: Decision = { allowed: true };
export const ADMIN_ONLY_MESSAGE = 'Only an admin can do this.';
export const LIMITED_ACCESS_MESSAGE = 'Your access is limited to the POS and sales. Ask an admin for more.';

const adminOnly: Rule[] = [
  { methods: ['DELETE'], path: /^\/api\// },
  { methods: ['PUT', 'POST', 'PATCH'], path: /^\/api\/settings$/ },
  { methods: 'any', path: /^\/api\/users(\/|$)/ },
  { methods: 'any', path: /^\/api\/(accounts|transfers)(\/|$)/ },
  // Units, brands and taxes are shop settings (SPEC.md's Settings menu); staff read them in pickers.
  { methods: ['PUT', 'POST', 'PATCH'], path: /^\/api\/(units|brands|taxes|warehouses|billers)(\/|$)/ },
];

const limitedAccessAllowed: Rule[] = [
  { methods: 'any', path: /^\/api\/(me|profile)(\/|$)/ },
  { methods: ['GET'], path: /^\/api\/settings$/ },
  { methods: 'any', path: /^\/api\/(sales|pos)(\/|$)/ },
  { methods: ['GET'], path: /^\/api\/(products|categories|brands|units|taxes|warehouses|billers|customers)(\/|$)/ },
  { methods: ['POST'], path: /^\/api\/customers$/ },
  // The top bar's low-stock list.
  { methods: ['GET'], path: /^\/api\/notifications$/ },
];

const matches = (rules: Rule[], method: string, path: string) =>
  rules.some((rule) => (rule.methods === 'any' || rule.methods.includes(method as Method)) && rule.path.test(path));

export function decide(user: Pick<SessionUser, 'role' | 'staffAccess'>, method: string, path: string): Decision {
  if (user.role === 'admin') return ALLOWED;
  if (matches(adminOnly, method, path)) return { allowed: false, message: ADMIN_ONLY_MESSAGE };
  if (user.staffAccess === 'Limited Access' && !matches(limitedAccessAllowed, method, path)) {
    return { allowed: false, message: LIMITED_ACCESS_MESSAGE };
  }
  return ALLOWED;
}

/** The creator a user's document lists are narrowed to, or null when they see everyone's. */
export function documentOwnerScope(user: Pick<SessionUser, 'id' | 'role' | 'staffAccess'>): string | null {
  return user.role === 'staff' && user.staffAccess === 'Own Records' ? user.id : null;
}

/** What the browser shows of the rules: the menus hide what the server would refuse. */
export function accessOf(user: Pick<SessionUser, 'role' | 'staffAccess'>): 'admin' | 'all' | 'own' | 'limited' {
  if (user.role === 'admin') return 'admin';
  return user.staffAccess === 'Own Records' ? 'own' : user.staffAccess === 'Limited Access' ? 'limited' : 'all';
}
