/**
 * Customers: the records with their group, what each owes and holds on deposit, the
 * picker's choices, and 'Add deposit' through the payments ledger. A customer with sales or money
 * on record is not deleted (409); the walk-in customer never is.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { toWire } from '../../src/domain/money';
import { CUSTOMER_CONTACT_FIELDS, type Customer, type CustomerChoice, type CustomerInput, type DepositInput } from '../../src/domain/customers.schemas';
import { REQUIRED_MESSAGE } from '../../src/domain/record-fields';
import { documentOwnerScope } from '../auth/policy';
import type { SessionUser } from '../auth/sessions';
import { readTogether, type Executor } from '../db/executor';
import { customerGroups, customers, sales } from '../db/schema';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { iso } from '../db/raw-rows';
import { countOf } from '../i18n/words';
import { notFound } from './record-errors';
import { unknownReference } from './record-references';
import { containsPattern } from './search-patterns';
import { customerBalances } from './customer-balances';
import { countsBy, namedRecordService } from './named-records';
import { defaultAccountId, recordPayment } from './payments-ledger';
import { readSettings } from './settings';
import { calendarDateIn } from '../../src/domain/calendar-date';
import { accounts } from '../db/schema';
import { en } from '../i18n/english';

type Row = typeof customers.$inferSelect;

/** The group a form names: its _id, its name, or 'Regular Customer' (docs/screens.md#customers-and-suppliers). */
async function resolveGroup(executor: Executor, value: string): Promise<string> {
  const groups = await executor.select().from(customerGroups);
  const wanted = value.toLowerCase().replace(/ customer$/, '');
  const group = groups.find((candidate) => candidate.id === value.toLowerCase() || candidate.name.toLowerCase() === wanted);
  if (!group) throw unknownReference(['customerGroup'], 'customer group', value);
  return group.id;
}

/** Customers as `viewer` reads them: what each owes counts only the sales the viewer may see (docs/roles-and-access.md). */
async function answers(executor: Executor, rows: Row[], viewer: SessionUser): Promise<Customer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [groups, balances] = await readTogether(executor, [() => executor.select().from(customerGroups), () => customerBalances(executor, ids, documentOwnerScope(viewer))]);
  const groupName = new Map(groups.map((group) => [group.id, group.name]));
  return rows.map((row) => {
    const balance = balances.get(row.id);
    return {
      _id: row.id,
      customerGroup: groupName.get(row.groupId) ?? '',
      customerGroupId: row.groupId,
      name: row.name,
      companyName: row.companyName,
      email: row.email,
      phone: row.phone,
      taxNumber: row.taxNumber,
      address: row.address,
      city: row.city,
      state: row.state,
      postalCode: row.postalCode,
      country: row.country,
      isWalkIn: row.isWalkIn,
      balance: balance ? toWire(balance.owed) : 0,
      depositBalance: balance ? toWire(balance.deposit) : 0,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  });
}

/**
 * Phone, address and city are required of every customer but the walk-in, who has none: an edit
 * leaving one empty is a 400 under each, as adding one is (customerUpdateInputSchema).
 */
async function requireContactUnlessWalkIn(executor: Executor, input: CustomerInput, id: string | undefined): Promise<Record<string, never>> {
  const missing = CUSTOMER_CONTACT_FIELDS.filter((field) => input[field] === '');
  if (missing.length === 0 || id === undefined) return {};
  const [record] = await executor.select({ isWalkIn: customers.isWalkIn }).from(customers).where(eq(customers.id, id));
  if (!record || record.isWalkIn) return {};
  throw new ApiError(Status.badRequest, REQUIRED_MESSAGE, missing.map((field) => ({ message: REQUIRED_MESSAGE, path: [field] })));
}

export const customerService = namedRecordService<CustomerInput, Row, Customer>({
  table: customers,
  noun: 'customer',
  search: (pattern) =>
    sql`(lower(${customers.name}) like ${pattern} or lower(${customers.phone}) like ${pattern} or lower(${customers.email}) like ${pattern} or lower(${customers.companyName}) like ${pattern})`,
  values: async (executor, input, id) => ({
    ...(await requireContactUnlessWalkIn(executor, input, id)),
    groupId: await resolveGroup(executor, input.customerGroup),
    name: input.name,
    companyName: input.companyName,
    email: input.email,
    phone: input.phone,
    taxNumber: input.taxNumber,
    address: input.address,
    city: input.city,
    state: input.state,
    postalCode: input.postalCode,
    country: input.country,
  }),
  answer: answers,
  async usage(executor, rows, ids) {
    const sold = await countsBy(executor, sales, sales.customerId, ids);
    return rows.flatMap((row) => {
      if (row.isWalkIn) return [{ id: row.id, message: en`The walk-in customer cannot be deleted: the POS sells to it.` }];
      const count = sold.get(row.id);
      return count ? [{ id: row.id, message: en`Customer '${row.name}' has ${countOf(count, 'sale')}.` }] : [];
    });
  },
});

/** The select's choices: the walk-in customer first, then by name; q narrows by name or phone. */
export async function customerChoices(db: Executor, q: string): Promise<CustomerChoice[]> {
  const pattern = containsPattern(q);
  const where = q ? sql`lower(${customers.name}) like ${pattern} or lower(${customers.phone}) like ${pattern}` : undefined;
  const rows = await db
    .select({ id: customers.id, name: customers.name, phone: customers.phone, isWalkIn: customers.isWalkIn })
    .from(customers)
    .where(where)
    .orderBy(sql`${customers.isWalkIn} desc`, asc(sql`lower(${customers.name})`), asc(customers.id))
    .limit(50);
  return rows.map((row) => ({ _id: row.id, name: row.name, phone: row.phone, isWalkIn: row.isWalkIn }));
}

export async function customerGroupList(db: Executor) {
  const rows = await db.select().from(customerGroups).orderBy(asc(customerGroups.name));
  return rows.map((row) => ({ _id: row.id, name: row.name }));
}

/**
 * 'Add deposit': a payment in (kind deposit) with the customer, into the account named, else
 * General Setting's account for the method, else the default one (docs/money-and-payments.md,
 * "Methods and accounts").
 */
export async function addDeposit(tx: Executor, customerId: string, input: DepositInput, user: SessionUser): Promise<Customer> {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw notFound('customer');
  if (customer.isWalkIn) {
    // Anyone buys as the walk-in customer: a deposit there is nobody's (docs/money-and-payments.md, "Returns").
    const message = en`The walk-in customer cannot hold a deposit: add the customer first.`;
    throw new ApiError(Status.badRequest, message, [{ message, path: ['customer'] }]);
  }
  const settings = await readSettings(tx);
  const methodAccount = (settings.paymentAccounts as Partial<Record<string, string | null>>)[input.method];
  const accountId = input.accountId ?? methodAccount ?? (await defaultAccountId(tx));
  if (!accountId) throw new ApiError(Status.badRequest, en`Choose an account: the shop has no default account.`, [{ message: en`Choose an account: the shop has no default account.`, path: ['accountId'] }]);
  const known = await tx.select({ id: accounts.id }).from(accounts).where(inArray(accounts.id, [accountId]));
  if (known.length === 0) throw new ApiError(Status.badRequest, en`There is no such account.`, [{ message: en`There is no such account.`, path: ['accountId'] }]);
  await recordPayment(tx, {
    date: calendarDateIn(new Date(), settings.timeZone),
    kind: 'deposit',
    direction: 'in',
    method: input.method,
    amount: input.amount,
    accountId,
    customerId,
    note: input.note,
    userId: user.id,
  });
  return (await answers(tx, [customer], user))[0]!;
}
