/**
 * Who may do what (docs/decisions/009-roles-and-staff-access.md): the one set of rules both sides read. The server's route
 * table names a permission for every route and refuses callers it does not allow; the browser's menus
 * and buttons hide what the same permission would refuse.
 *
 * - Admins may do everything.
 * - Admin only, whatever Staff Access says: General Setting, users and roles, cash accounts and money
 *   transfers, money paid out to suppliers, every deletion, and writes to units, brands, taxes,
 *   warehouses and billers (the Settings menu's records; staff read them in pickers).
 * - Staff Access applies to staff:
 *   - All Records: everything else.
 *   - Own Records: the same permissions; documents (purchases, sales, returns, transfers, payments)
 *     are narrowed to those the member created by the document routes themselves.
 *   - Limited Access: the POS and sales; the catalog and customers may be read (the POS and the sale
 *     form pick from them) and customers added (the POS's plus button); everything else is refused.
 *     Its sales are narrowed to its own, as Own Records' documents are (docs/roles-and-access.md).
 */
import type { Access, Role } from './auth.schemas';
import type { StaffAccess } from './shop-constants';

export const ADMIN_ONLY_MESSAGE = 'Only an admin can do this.';
export const LIMITED_ACCESS_MESSAGE = 'Your access is limited to the POS and sales. Ask an admin for more.';

const everyone = ['admin', 'all', 'own', 'limited'] as const satisfies readonly Access[];
const notLimited = ['admin', 'all', 'own'] as const satisfies readonly Access[];
const adminOnly = ['admin'] as const satisfies readonly Access[];

/** Each permission and the accesses (admin, or a staff member's Staff Access) that hold it. */
export const permissions = {
  /** Any signed-in user: their own account, the shop's settings as read by every screen. */
  signedIn: everyone,
  /** Reading products, categories, brands, units, taxes, warehouses and billers (pickers, the POS). */
  catalogRead: everyone,
  /** Adding and editing products and categories, uploading their images, importing categories. */
  catalogEdit: notLimited,
  /** Adding and editing units, brands, taxes, warehouses and billers; saving General Setting. */
  shopSetup: adminOnly,
  /** Deleting any record. */
  deleteRecords: adminOnly,
  /** The Users screen: accounts and their roles. */
  users: adminOnly,
  /** Cash accounts and money transfers. */
  accounts: adminOnly,
  /**
   * Paying money out of an account: a supplier's payment for a purchase, 'Paid in full' on a
   * purchase (docs/roles-and-access.md, "Money out"). A return's refund is not this: staff who may
   * return a sale may refund it, up to what the sale was paid.
   */
  moneyOut: adminOnly,
  /** Sales and the POS. */
  sales: everyone,
  purchases: notLimited,
  /**
   * Correcting a product's stock in a warehouse (opening stock, a count, damage, theft) and reading
   * its stock history. Staff who receive and count goods do this, so it is not admin-only; Limited
   * Access (the till) may not. The history is the shop's shared ledger, so Own Records staff read
   * every movement of the product, as they read every product.
   */
  stock: notLimited,
  returns: notLimited,
  /** The customer list and its records. */
  customers: notLimited,
  /** Adding a customer from the POS. */
  customerAdd: everyone,
  reports: notLimited,
} as const satisfies Record<string, readonly Access[]>;

export type Permission = keyof typeof permissions;

export function allows(access: Access | undefined, permission: Permission): boolean {
  return access !== undefined && (permissions[permission] as readonly Access[]).includes(access);
}

/** What a refused caller is told: admin-only work says so; anything else is Limited Access's limit. */
export function refusalMessage(permission: Permission): string {
  const holders = permissions[permission] as readonly Access[];
  return holders.some((access) => access !== 'admin') ? LIMITED_ACCESS_MESSAGE : ADMIN_ONLY_MESSAGE;
}

/** A user's access: admin, or a staff member's Staff Access (General Setting). */
export function accessOf(user: { role: Role; staffAccess: StaffAccess }): Access {
  if (user.role === 'admin') return 'admin';
  return user.staffAccess === 'Own Records' ? 'own' : user.staffAccess === 'Limited Access' ? 'limited' : 'all';
}
