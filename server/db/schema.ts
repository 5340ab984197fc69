import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_STATUSES } from '../../src/domain/auth.schemas';
import { languages } from '../../src/domain/languages';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'staff'] }).notNull(),
    // Sign-ups after the first wait for an admin's approval; an admin may deactivate a member.
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    phoneNumber: text('phone_number').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    // The Language menu's choice, applied at each sign-in (docs/decisions/022-language-per-person.md).
    language: text('language', { enum: languages }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Emails are unique whatever their case.
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    check('users_status_known', sql`${table.status} in ('pending', 'active', 'deactivated')`),
    check('users_language_known', sql`${table.language} in ('en', 'ur')`),
  ],
);

/** A session is one signed-in browser; its token is only valid while the row is live. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Login failures counted in the database so that several server processes share the limit. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------------------------------------------
// Catalog. Money is bigint minor units (docs/api.md#money-on-the-wire); created_by is null for the
// reference data and the demo shop, which no user created.

const createdBy = () => uuid('created_by').references(() => users.id, { onDelete: 'set null' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => bigint(name, { mode: 'number' });

export const warehouses = pgTable(
  'warehouses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** A deactivated warehouse leaves the pickers and takes no new stock; its history stays (docs/screens.md#warehouses). */
    active: boolean('active').notNull().default(true),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Names are what the forms send and what warehousePrices is keyed by, so they must be unambiguous.
  (table) => [uniqueIndex('warehouses_name_lower_unique').on(sql`lower(${table.name})`)],
);

export const billers = pgTable(
  'billers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('billers_name_lower_unique').on(sql`lower(${table.name})`)],
);

export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    baseUnitId: uuid('base_unit_id').references((): AnyPgColumn => units.id),
    operator: text('operator', { enum: ['*', '/'] }).notNull().default('*'),
    operationValue: numeric('operation_value', { precision: 14, scale: 4 }).notNull().default('1'),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('units_name_lower_unique').on(sql`lower(${table.name})`),
    uniqueIndex('units_code_lower_unique').on(sql`lower(${table.code})`),
    check('units_operator_check', sql`${table.operator} in ('*', '/')`),
    check('units_operation_value_positive', sql`${table.operationValue} > 0`),
    check('units_not_own_base', sql`${table.baseUnitId} is distinct from ${table.id}`),
  ],
);

export const taxes = pgTable(
  'taxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Thousandths of a percent (src/domain/percent.ts): 15000 is 15%, 8875 is New York's 8.875%. */
    rateThousandths: integer('rate_thousandths').notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('taxes_name_lower_unique').on(sql`lower(${table.name})`),
    check('taxes_rate_range', sql`${table.rateThousandths} between 0 and 100000`),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    image: text('image'),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('brands_name_lower_unique').on(sql`lower(${table.name})`)],
);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id),
    image: text('image'),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('categories_name_lower_unique').on(sql`lower(${table.name})`),
    index('categories_parent_idx').on(table.parentId),
    check('categories_not_own_parent', sql`${table.parentId} is distinct from ${table.id}`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productType: text('product_type', { enum: ['Standard', 'Digital', 'Service'] }).notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    barcodeSymbology: text('barcode_symbology', { enum: ['Code 128', 'Code 39', 'EAN-13', 'UPC-A'] }).notNull(),
    brandId: uuid('brand_id').references(() => brands.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    productUnitId: uuid('product_unit_id')
      .notNull()
      .references(() => units.id),
    saleUnitId: uuid('sale_unit_id').references(() => units.id),
    purchaseUnitId: uuid('purchase_unit_id')
      .notNull()
      .references(() => units.id),
    cost: money('cost').notNull(),
    price: money('price').notNull(),
    alertQuantity: integer('alert_quantity').notNull().default(0),
    taxId: uuid('tax_id')
      .notNull()
      .references(() => taxes.id),
    taxMethod: text('tax_method', { enum: ['Exclusive', 'Inclusive'] }).notNull(),
    featured: boolean('featured').notNull().default(false),
    description: text('description').notNull().default(''),
    hasWarehousePrice: boolean('has_warehouse_price').notNull().default(false),
    hasVariant: boolean('has_variant').notNull().default(false),
    hasPromotion: boolean('has_promotion').notNull().default(false),
    promotionPrice: money('promotion_price'),
    promotionStart: date('promotion_start', { mode: 'string' }),
    promotionEnd: date('promotion_end', { mode: 'string' }),
    image: text('image'),
    /** Has it ever had a stock level in any warehouse? Kept by a trigger on stock_levels (migration 0012) for the bell. */
    stocked: boolean('stocked').notNull().default(false),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // A code is what a scanner types: unique whatever its case.
    uniqueIndex('products_code_lower_unique').on(sql`lower(${table.code})`),
    // Search by name or code anywhere in the text (pg_trgm), at 100,000 products. fastupdate off: a
    // GIN pending list is scanned linearly by every search until a vacuum merges it, and PGlite never
    // autovacuums; after a bulk load, searches took 15-30 ms instead of under 1 ms.
    index('products_name_search_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`).with({ fastupdate: false }),
    index('products_code_search_idx').using('gin', sql`lower(${table.code}) gin_trgm_ops`).with({ fastupdate: false }),
    // Short searches match from the start of a name or code (text_pattern_ops: LIKE 'ab%' can use it).
    index('products_name_prefix_idx').on(sql`lower(${table.name}) text_pattern_ops`),
    index('products_code_prefix_idx').on(sql`lower(${table.code}) text_pattern_ops`),
    // The Product report's default order (by name): a page reads 10 entries instead of sorting 100,000.
    index('products_name_order_idx').on(sql`lower(${table.name})`, table.id),
    // The list's order, newest first. NULLS FIRST is what a plain ORDER BY … DESC means; an index
    // with NULLS LAST does not serve it, and every list page became a sort of the whole table.
    index('products_newest_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('products_category_idx').on(table.categoryId),
    index('products_brand_idx').on(table.brandId),
    index('products_tax_idx').on(table.taxId),
    index('products_product_unit_idx').on(table.productUnitId),
    index('products_sale_unit_idx').on(table.saleUnitId),
    index('products_purchase_unit_idx').on(table.purchaseUnitId),
    // The bell's Standard products never stocked anywhere, first by name (GET /api/notifications).
    index('products_never_stocked_idx').on(table.name, table.id).where(sql`${table.productType} = 'Standard' and not ${table.stocked}`),
    check('products_money_not_negative', sql`${table.cost} >= 0 and ${table.price} >= 0 and coalesce(${table.promotionPrice}, 0) >= 0`),
    check('products_alert_quantity_not_negative', sql`${table.alertQuantity} >= 0`),
    check('products_promotion_dates', sql`${table.promotionEnd} is null or ${table.promotionStart} is null or ${table.promotionEnd} >= ${table.promotionStart}`),
  ],
);

/** A product's own price in one warehouse (hasWarehousePrice). */
export const productWarehousePrices = pgTable(
  'product_warehouse_prices',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    price: money('price').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.warehouseId] }),
    index('product_warehouse_prices_warehouse_idx').on(table.warehouseId),
    check('product_warehouse_prices_not_negative', sql`${table.price} >= 0`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    itemCode: text('item_code').notNull(),
    /** Its own barcode, printable in the product's symbology; unique in any case across variants (and, checked by the service, products' codes). */
    barcode: text('barcode'),
    additionalPrice: money('additional_price').notNull().default(0),
  },
  (table) => [
    uniqueIndex('product_variants_item_code_unique').on(table.productId, table.itemCode),
    uniqueIndex('product_variants_barcode_unique').on(sql`lower(${table.barcode})`).where(sql`${table.barcode} is not null`),
    uniqueIndex('product_variants_name_unique').on(table.productId, sql`lower(${table.name})`),
    check('product_variants_additional_price_not_negative', sql`${table.additionalPrice} >= 0`),
  ],
);

/**
 * The stock ledger (docs/architecture.md#data): every change of stock is a movement; stock_levels holds
 * the running on-hand per product, warehouse and variant (null: the product itself), written in the
 * same transaction as its movement.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** The size or colour moved; null for the product itself (docs/decisions/021-warehouses-and-variants.md). */
    variantId: uuid('variant_id').references(() => productVariants.id),
    delta: integer('delta').notNull(),
    /** purchase, sale, sale-return, purchase-return, and the adjustments: opening, count, damage, theft, correction. */
    reason: text('reason').notNull(),
    /** The document's readable reference (PR-…, SL-…), when there is one. */
    reference: text('reference'),
    /** Why, in the user's words (a stock adjustment's note). */
    note: text('note').notNull().default(''),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_movements_product_idx').on(table.productId, table.at),
    index('stock_movements_variant_idx').on(table.variantId).where(sql`${table.variantId} is not null`),
    index('stock_movements_warehouse_idx').on(table.warehouseId),
    index('stock_movements_reference_idx').on(table.reference),
    check('stock_movements_delta_not_zero', sql`${table.delta} <> 0`),
  ],
);

export const stockLevels = pgTable(
  'stock_levels',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** The size or colour; null for the product's own stock (docs/decisions/021-warehouses-and-variants.md). */
    variantId: uuid('variant_id').references(() => productVariants.id),
    onHand: integer('on_hand').notNull().default(0),
    /** The product's alert quantity when it is a Standard product, else null: kept by triggers (migration 0012) so the bell's low levels are one index. */
    alertQuantity: integer('alert_quantity'),
    /** The product's name, kept with it (migration 0012): the bell lists the emptiest levels by name from one index. */
    productName: text('product_name'),
  },
  (table) => [
    // One level per product, warehouse and variant; NULLS NOT DISTINCT: one level for the product's own stock.
    unique('stock_levels_item_unique').on(table.productId, table.warehouseId, table.variantId).nullsNotDistinct(),
    index('stock_levels_warehouse_idx').on(table.warehouseId),
    index('stock_levels_variant_idx').on(table.variantId).where(sql`${table.variantId} is not null`),
    // The levels at or below their product's alert quantity, emptiest first: counted and paged by the bell.
    index('stock_levels_low_idx').on(table.onHand, table.productName, table.warehouseId).where(sql`${table.onHand} <= ${table.alertQuantity}`),
    // No check that on_hand stays at or above 0: an offline sale is accepted when the goods have
    // already left, and its shortfall is recorded (docs/offline-till.md#stock-short). The ledger's
    // conditional UPDATE still refuses every other move below 0 (docs/decisions/029-stock-ledger.md).
  ],
);

/**
 * Exact row counts kept by statement triggers in the writing transaction (migration 0005), so an
 * unfiltered list's X-Total-Count reads one row instead of counting 100,000 (64 ms on PostgreSQL).
 * A missing row means 0: TRUNCATE resets it through its own trigger, or empties this table too.
 */
export const rowCounts = pgTable('row_counts', {
  tableName: text('table_name').primaryKey(),
  rows: bigint('rows', { mode: 'number' }).notNull(),
});

// ---------------------------------------------------------------------------------------------------
// General Setting: one row for the shop, absent until an admin first saves it.

export const shopSettings = pgTable(
  'shop_settings',
  {
    /** Always 1: the shop has one General Setting. */
    id: integer('id').primaryKey().default(1),
    systemTitle: text('system_title').notNull(),
    systemLogo: text('system_logo'),
    currency: text('currency').notNull(),
    currencyPosition: text('currency_position').notNull(),
    timeZone: text('time_zone').notNull(),
    staffAccess: text('staff_access').notNull(),
    invoiceFormat: text('invoice_format').notNull(),
    dateFormat: text('date_format').notNull(),
    developedBy: text('developed_by').notNull().default(''),
    /** What the receipt's head and foot say (docs/screens.md#receipt): the shop's address, phone and a closing text. */
    shopAddress: text('shop_address').notNull().default(''),
    shopPhone: text('shop_phone').notNull().default(''),
    receiptFooter: text('receipt_footer').notNull().default(''),
    /**
     * The account each payment method pays into when a payment names none (docs/money-and-payments.md,
     * "Methods and accounts"): method -> account id; a method left out uses the default account.
     */
    /** A shift's count may differ by this much (minor units) before an admin must confirm it (docs/tills-and-shifts.md#closing). */
    cashVarianceThreshold: bigint('cash_variance_threshold', { mode: 'number' }).notNull().default(0),
    paymentAccounts: jsonb('payment_accounts').$type<Partial<Record<string, string | null>>>().notNull().default({}),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('shop_settings_single_row', sql`${table.id} = 1`)],
);

// ---------------------------------------------------------------------------------------------------
// Documents and money. A document's date is the shop's calendar date the user chose;
// created_at is when it was recorded. Totals are stored as the server computed them with src/domain
// (docs/decisions/006-one-pricing-module.md) so that lists and reports never recompute lines. `paid` on a sale or a
// purchase is kept by the payments service in the same transaction as the payment rows, and always
// equals their sum; an account's balance is never stored (computed from payments).

const documentDate = () => date('date', { mode: 'string' }).notNull();
/** Thousandths of a percent, like taxes.rate_thousandths. */
const percent = (name: string) => integer(name).notNull().default(0);

/** Cash accounts (docs/api.md#records-and-their-fields, Account). At most one is the default (partial unique index). */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountNumber: text('account_number').notNull(),
    name: text('name').notNull(),
    initialBalance: money('initial_balance').notNull().default(0),
    note: text('note').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('accounts_number_lower_unique').on(sql`lower(${table.accountNumber})`),
    uniqueIndex('accounts_one_default').on(table.isDefault).where(sql`${table.isDefault}`),
    index('accounts_newest_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

export const suppliers = pgTable(
  'suppliers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    companyName: text('company_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('suppliers_name_lower_unique').on(sql`lower(${table.name})`),
    index('suppliers_newest_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

/** Regular and Premium (reference data, migration 0008). */
export const customerGroups = pgTable(
  'customer_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('customer_groups_name_lower_unique').on(sql`lower(${table.name})`)],
);

/** Customer form (docs/api.md#records-and-their-fields). The walk-in customer (is_walk_in) exists on every database. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => customerGroups.id),
    name: text('name').notNull(),
    companyName: text('company_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull(),
    taxNumber: text('tax_number').notNull().default(''),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default(''),
    isWalkIn: boolean('is_walk_in').notNull().default(false),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('customers_one_walk_in').on(table.isWalkIn).where(sql`${table.isWalkIn}`),
    index('customers_name_search_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`).with({ fastupdate: false }),
    index('customers_phone_idx').on(table.phone),
    index('customers_group_idx').on(table.groupId),
    index('customers_newest_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** PR-000001 (sequence purchase_reference_seq). */
    reference: text('reference').notNull(),
    date: documentDate(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    supplierId: uuid('supplier_id').references(() => suppliers.id),
    status: text('status', { enum: ['Received', 'Pending', 'Ordered'] }).notNull(),
    orderTaxRate: percent('order_tax_rate'),
    /** Sum of the line subtotals. */
    total: money('total').notNull(),
    orderTax: money('order_tax').notNull().default(0),
    discount: money('discount').notNull().default(0),
    shipping: money('shipping').notNull().default(0),
    grandTotal: money('grand_total').notNull(),
    /** Sum of this purchase's payments (kept with them, in the same transaction). */
    paid: money('paid').notNull().default(0),
    note: text('note').notNull().default(''),
    /** An upload's name (POST /api/upload), from Import Purchase. */
    attachment: text('attachment'),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('purchases_reference_unique').on(table.reference),
    index('purchases_newest_idx').on(table.date.desc(), table.createdAt.desc(), table.id.desc()),
    index('purchases_warehouse_idx').on(table.warehouseId, table.date),
    index('purchases_supplier_idx').on(table.supplierId),
    index('purchases_created_by_idx').on(table.createdBy),
    check('purchases_status_known', sql`${table.status} in ('Received', 'Pending', 'Ordered')`),
    check('purchases_money_not_negative', sql`${table.total} >= 0 and ${table.orderTax} >= 0 and ${table.discount} >= 0 and ${table.shipping} >= 0 and ${table.grandTotal} >= 0 and ${table.paid} >= 0`),
  ],
);

export const purchaseLines = pgTable(
  'purchase_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** The size or colour bought; null for the product itself (docs/decisions/021-warehouses-and-variants.md). */
    variantId: uuid('variant_id').references(() => productVariants.id),
    /** The product's name and code when the line was written: a document keeps what it said. */
    productName: text('product_name').notNull(),
    productCode: text('product_code').notNull(),
    quantity: integer('quantity').notNull(),
    unitCost: money('unit_cost').notNull(),
    discount: money('discount').notNull().default(0),
    taxRate: percent('tax_rate'),
    tax: money('tax').notNull().default(0),
    subtotal: money('subtotal').notNull(),
    /**
     * The line's share of the purchase's order tax + shipping − order discount (may be negative;
     * docs/owner-figures.md, "Rounding"): the lines' subtotals and shares add up to the grand total.
     */
    orderCharges: money('order_charges').notNull().default(0),
  },
  (table) => [
    uniqueIndex('purchase_lines_position_unique').on(table.purchaseId, table.position),
    index('purchase_lines_product_idx').on(table.productId),
    check('purchase_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('purchase_lines_money_not_negative', sql`${table.unitCost} >= 0 and ${table.discount} >= 0 and ${table.tax} >= 0 and ${table.subtotal} >= 0`),
  ],
);

export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SL-000001 from the back office, POS-<till code>-000001 at a till, POS-000001 for a POS sale naming no till (gapless counters: docs/tills-and-shifts.md#receipt-numbers). */
    reference: text('reference').notNull(),
    source: text('source', { enum: ['sale', 'pos'] }).notNull().default('sale'),
    date: documentDate(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    billerId: uuid('biller_id')
      .notNull()
      .references(() => billers.id),
    status: text('status', { enum: ['Completed', 'Pending', 'Canceled'] }).notNull(),
    orderTaxRate: percent('order_tax_rate'),
    total: money('total').notNull(),
    orderTax: money('order_tax').notNull().default(0),
    discount: money('discount').notNull().default(0),
    /** POS only: a flat coupon taken off like the discount. */
    coupon: money('coupon').notNull().default(0),
    shipping: money('shipping').notNull().default(0),
    grandTotal: money('grand_total').notNull(),
    /** Sum of this sale's payments less refunds paid against it (kept with them). */
    paid: money('paid').notNull().default(0),
    saleNote: text('sale_note').notNull().default(''),
    staffNote: text('staff_note').notNull().default(''),
    /** A checkout at a till: the till and the shift it sold in (docs/tills-and-shifts.md). */
    tillId: uuid('till_id').references((): AnyPgColumn => tills.id),
    shiftId: uuid('shift_id').references((): AnyPgColumn => shifts.id),
    /** A sale made offline: the receipt number block its number came from, and when the till made it (docs/offline-till.md). */
    blockId: uuid('block_id').references((): AnyPgColumn => tillNumberBlocks.id),
    madeAt: timestamp('made_at', { withTimezone: true }),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('sales_reference_unique').on(table.reference),
    index('sales_newest_idx').on(table.date.desc(), table.createdAt.desc(), table.id.desc()),
    // The dashboard's Quotation tab: the newest pending sales without walking every sale of the period.
    index('sales_pending_idx')
      .on(table.date.desc(), table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'Pending'`),
    index('sales_created_at_idx').on(table.createdAt.desc()),
    index('sales_customer_idx').on(table.customerId),
    index('sales_warehouse_idx').on(table.warehouseId, table.date),
    index('sales_biller_idx').on(table.billerId),
    index('sales_created_by_idx').on(table.createdBy, table.createdAt.desc()),
    // A shift's X and Z reports read its sales.
    index('sales_shift_idx').on(table.shiftId).where(sql`${table.shiftId} is not null`),
    check('sales_status_known', sql`${table.status} in ('Completed', 'Pending', 'Canceled')`),
    check('sales_source_known', sql`${table.source} in ('sale', 'pos')`),
    check('sales_money_not_negative', sql`${table.total} >= 0 and ${table.orderTax} >= 0 and ${table.discount} >= 0 and ${table.coupon} >= 0 and ${table.shipping} >= 0 and ${table.grandTotal} >= 0`),
  ],
);

export const saleLines = pgTable(
  'sale_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productCode: text('product_code').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    discount: money('discount').notNull().default(0),
    taxRate: percent('tax_rate'),
    taxMethod: text('tax_method', { enum: ['Exclusive', 'Inclusive'] }).notNull(),
    tax: money('tax').notNull().default(0),
    subtotal: money('subtotal').notNull(),
    /** The product's cost when sold: the report's cost of goods sold. */
    unitCost: money('unit_cost').notNull().default(0),
    /**
     * The line's share of the sale's order discount and coupon (docs/owner-figures.md, "Rounding"),
     * written with the line: its Sold Amount is subtotal − tax − this.
     */
    orderDiscount: money('order_discount').notNull().default(0),
  },
  (table) => [
    uniqueIndex('sale_lines_position_unique').on(table.saleId, table.position),
    index('sale_lines_product_idx').on(table.productId),
    check('sale_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('sale_lines_money_not_negative', sql`${table.unitPrice} >= 0 and ${table.discount} >= 0 and ${table.tax} >= 0 and ${table.subtotal} >= 0 and ${table.unitCost} >= 0`),
  ],
);

/** A sale return (RS-…): goods back from a customer, restocked or not, refunded through payments. */
export const saleReturns = pgTable(
  'sale_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    date: documentDate(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** False when the goods came back damaged: no stock movement. */
    restock: boolean('restock').notNull().default(true),
    /** What the returned lines were sold for (their share of the sale's lines). */
    total: money('total').notNull(),
    note: text('note').notNull().default(''),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('sale_returns_reference_unique').on(table.reference),
    index('sale_returns_newest_idx').on(table.date.desc(), table.createdAt.desc(), table.id.desc()),
    index('sale_returns_sale_idx').on(table.saleId),
    index('sale_returns_customer_idx').on(table.customerId),
    index('sale_returns_created_by_idx').on(table.createdBy),
    check('sale_returns_total_not_negative', sql`${table.total} >= 0`),
  ],
);

export const saleReturnLines = pgTable(
  'sale_return_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => saleReturns.id, { onDelete: 'cascade' }),
    saleLineId: uuid('sale_line_id')
      .notNull()
      .references(() => saleLines.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    subtotal: money('subtotal').notNull(),
  },
  (table) => [
    index('sale_return_lines_return_idx').on(table.returnId),
    index('sale_return_lines_sale_line_idx').on(table.saleLineId),
    index('sale_return_lines_product_idx').on(table.productId),
    check('sale_return_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('sale_return_lines_money_not_negative', sql`${table.unitPrice} >= 0 and ${table.subtotal} >= 0`),
  ],
);

/** A purchase return (RP-…): goods sent back to the supplier, refunded through payments. */
export const purchaseReturns = pgTable(
  'purchase_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    date: documentDate(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id),
    supplierId: uuid('supplier_id').references(() => suppliers.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    total: money('total').notNull(),
    note: text('note').notNull().default(''),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('purchase_returns_reference_unique').on(table.reference),
    index('purchase_returns_newest_idx').on(table.date.desc(), table.createdAt.desc(), table.id.desc()),
    index('purchase_returns_purchase_idx').on(table.purchaseId),
    index('purchase_returns_created_by_idx').on(table.createdBy),
    check('purchase_returns_total_not_negative', sql`${table.total} >= 0`),
  ],
);

export const purchaseReturnLines = pgTable(
  'purchase_return_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => purchaseReturns.id, { onDelete: 'cascade' }),
    purchaseLineId: uuid('purchase_line_id')
      .notNull()
      .references(() => purchaseLines.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    unitCost: money('unit_cost').notNull(),
    subtotal: money('subtotal').notNull(),
  },
  (table) => [
    index('purchase_return_lines_return_idx').on(table.returnId),
    index('purchase_return_lines_purchase_line_idx').on(table.purchaseLineId),
    index('purchase_return_lines_product_idx').on(table.productId),
    check('purchase_return_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('purchase_return_lines_money_not_negative', sql`${table.unitCost} >= 0 and ${table.subtotal} >= 0`),
  ],
);

/** A money transfer (TR-…) between two accounts; its two payment rows (out, in) carry transfer_id. */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    date: documentDate(),
    fromAccountId: uuid('from_account_id')
      .notNull()
      .references(() => accounts.id),
    toAccountId: uuid('to_account_id')
      .notNull()
      .references(() => accounts.id),
    amount: money('amount').notNull(),
    note: text('note').notNull().default(''),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('transfers_reference_unique').on(table.reference),
    index('transfers_newest_idx').on(table.date.desc(), table.createdAt.desc(), table.id.desc()),
    index('transfers_from_idx').on(table.fromAccountId),
    index('transfers_to_idx').on(table.toAccountId),
    check('transfers_accounts_differ', sql`${table.fromAccountId} <> ${table.toAccountId}`),
    check('transfers_amount_positive', sql`${table.amount} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Tills and shifts (docs/tills-and-shifts.md). A till's row holds its receipt counter and the shift
// selling now; a checkout at the till updates it, so a till's sales queue on their own drawer and a
// close waits for them (docs/concurrency-and-limits.md, "Lock order").

export const tills = pgTable(
  'tills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Upper-case letters and digits; its receipts are POS-<code>-000001. */
    code: text('code').notNull(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    billerId: uuid('biller_id')
      .notNull()
      .references(() => billers.id),
    /** The drawer: cash payments, pay-ins and pay-outs and the count's variance go here. */
    cashAccountId: uuid('cash_account_id')
      .notNull()
      .references(() => accounts.id),
    /** Card, Paypal, Cheque, GiftCard -> account id; null: General Setting's account for the method. */
    methodAccounts: jsonb('method_accounts').$type<Partial<Record<string, string | null>>>().notNull().default({}),
    /** The last receipt number taken; moved only by a committed checkout (no gaps). */
    lastReceipt: bigint('last_receipt', { mode: 'number' }).notNull().default(0),
    openShiftId: uuid('open_shift_id').references((): AnyPgColumn => shifts.id),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('tills_name_lower_unique').on(sql`lower(${table.name})`),
    uniqueIndex('tills_code_unique').on(table.code),
    check('tills_code_short', sql`${table.code} ~ '^[A-Z0-9]{1,6}$'`),
  ],
);

export const SHIFT_STATUS_VALUES = ['open', 'awaiting-confirmation', 'closed'] as const;

export const shifts = pgTable(
  'shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tillId: uuid('till_id')
      .notNull()
      .references((): AnyPgColumn => tills.id),
    /** 1, 2, … per till: the Z number. */
    number: integer('number').notNull(),
    status: text('status', { enum: SHIFT_STATUS_VALUES }).notNull(),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    float: money('float').notNull(),
    floatDenominations: jsonb('float_denominations'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    counted: money('counted'),
    countedDenominations: jsonb('counted_denominations'),
    expected: money('expected'),
    /** counted − expected. */
    variance: money('variance'),
    /** The Z report's figures as they were at the close, readable later whatever happens to the documents. */
    figures: jsonb('figures'),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** How many sales the till says it made in the shift, sent with its count (docs/offline-till.md#shifts); null when it said nothing. */
    salesMade: integer('sales_made'),
  },
  (table) => [
    // One open shift per till, whatever the number of requests or server processes.
    uniqueIndex('shifts_one_open_per_till').on(table.tillId).where(sql`${table.status} = 'open'`),
    uniqueIndex('shifts_till_number_unique').on(table.tillId, table.number),
    index('shifts_newest_idx').on(table.openedAt.desc(), table.id.desc()),
    index('shifts_opened_by_idx').on(table.openedBy, table.openedAt.desc()),
    check('shifts_status_known', sql`${table.status} in ('open', 'awaiting-confirmation', 'closed')`),
    check('shifts_float_not_negative', sql`${table.float} >= 0 and (${table.counted} is null or ${table.counted} >= 0)`),
  ],
);

/**
 * A block of a till's receipt numbers reserved while online for the sales it makes offline
 * (docs/offline-till.md#receipt-number-blocks): first to last, taken from the till's own counter
 * (tills.last_receipt), so online checkouts number after it. Held until the till releases it;
 * the numbers no sale used are then recorded as void (receipt_number_voids).
 */
export const tillNumberBlocks = pgTable(
  'till_number_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tillId: uuid('till_id')
      .notNull()
      .references((): AnyPgColumn => tills.id),
    first: bigint('first', { mode: 'number' }).notNull(),
    last: bigint('last', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['held', 'released'] }).notNull().default('held'),
    reservedBy: uuid('reserved_by').references(() => users.id, { onDelete: 'set null' }),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull().defaultNow(),
    releasedBy: uuid('released_by').references(() => users.id, { onDelete: 'set null' }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('till_number_blocks_till_first_unique').on(table.tillId, table.first),
    index('till_number_blocks_held_idx').on(table.tillId).where(sql`${table.status} = 'held'`),
    check('till_number_blocks_range', sql`${table.first} >= 1 and ${table.last} >= ${table.first}`),
    check('till_number_blocks_status_known', sql`${table.status} in ('held', 'released')`),
  ],
);

/** A receipt number of a released block that no sale used: accounted for, never a silent gap (docs/offline-till.md#receipt-number-blocks). */
export const receiptNumberVoids = pgTable(
  'receipt_number_voids',
  {
    tillId: uuid('till_id')
      .notNull()
      .references((): AnyPgColumn => tills.id),
    number: bigint('number', { mode: 'number' }).notNull(),
    blockId: uuid('block_id')
      .notNull()
      .references(() => tillNumberBlocks.id),
    voidedAt: timestamp('voided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tillId, table.number] }), index('receipt_number_voids_block_idx').on(table.blockId)],
);

/**
 * Stock an offline sale took beyond what was on hand (docs/offline-till.md#stock-short): the owner's
 * "needs attention" list, open until someone marks it resolved (after counting the shelf).
 */
export const stockShortfalls = pgTable(
  'stock_shortfalls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    variantId: uuid('variant_id').references(() => productVariants.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** Units sold beyond what the ledger held. */
    short: integer('short').notNull(),
    /** The level after the sale (below 0). */
    onHandAfter: integer('on_hand_after').notNull(),
    createdAt: createdAt(),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    index('stock_shortfalls_open_idx').on(table.createdAt.desc(), table.id.desc()).where(sql`${table.resolvedAt} is null`),
    index('stock_shortfalls_sale_idx').on(table.saleId),
    check('stock_shortfalls_short_positive', sql`${table.short} > 0`),
  ],
);

/** A drawer opened without a sale (no-sale), with who and why. */
export const drawerOpens = pgTable(
  'drawer_opens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id),
    reason: text('reason').notNull(),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('drawer_opens_shift_idx').on(table.shiftId)],
);

/**
 * The last number of each gapless document series (PR, SL, POS, RS, RP, TR, ADJ): moved in the
 * transaction that writes the document, so a rolled-back write takes none (server/services/references.ts).
 */
export const referenceCounters = pgTable('reference_counters', {
  prefix: text('prefix').primaryKey(),
  last: bigint('last', { mode: 'number' }).notNull(),
});

export const PAYMENT_METHODS = ['Cash', 'Card', 'Paypal', 'Cheque', 'GiftCard', 'Deposit'] as const;
/** till-cash: a till's pay-in or pay-out; cash-variance: a shift's count against what was expected (docs/tills-and-shifts.md). */
export const PAYMENT_KINDS = ['sale', 'purchase', 'sale-return', 'purchase-return', 'deposit', 'transfer', 'till-cash', 'cash-variance'] as const;

/**
 * The payments ledger: every movement of money (the Payment row of docs/api.md#records-and-their-fields). `in` adds to the account's
 * balance, `out` takes from it. A sale paid from the customer's deposit (method Deposit) moves no
 * money between accounts, so it has no account; the deposit was counted when it was received.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** PAY-000001 (sequence payment_reference_seq). */
    reference: text('reference').notNull(),
    date: documentDate(),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** The cheque's or gift card's number. */
    methodNumber: text('method_number').notNull().default(''),
    amount: money('amount').notNull(),
    /** Cash handed over for a sale, when the till said so: what it gave back is received − amount (the receipt's change, reprinted too). */
    received: money('received'),
    accountId: uuid('account_id').references(() => accounts.id),
    saleId: uuid('sale_id').references(() => sales.id, { onDelete: 'cascade' }),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'cascade' }),
    saleReturnId: uuid('sale_return_id').references(() => saleReturns.id, { onDelete: 'cascade' }),
    purchaseReturnId: uuid('purchase_return_id').references(() => purchaseReturns.id, { onDelete: 'cascade' }),
    transferId: uuid('transfer_id').references(() => transfers.id, { onDelete: 'cascade' }),
    /** The customer of a deposit, a sale payment or a sale refund (deposit balances and customer balances). */
    customerId: uuid('customer_id').references(() => customers.id),
    supplierId: uuid('supplier_id').references(() => suppliers.id),
    /** The till's shift the money went through: a POS sale's payments, a pay-in or pay-out, a count's variance. */
    shiftId: uuid('shift_id').references((): AnyPgColumn => shifts.id),
    note: text('note').notNull().default(''),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payments_reference_unique').on(table.reference),
    index('payments_newest_idx').on(table.date.desc(), table.createdAt.desc(), table.id.desc()),
    // The Payment report sorted by amount (either way): a page reads its rows in order instead of sorting a year of payments.
    index('payments_amount_idx').on(table.amount.desc(), table.createdAt.desc(), table.id.desc()),
    index('payments_account_idx').on(table.accountId, table.direction),
    index('payments_sale_idx').on(table.saleId),
    index('payments_purchase_idx').on(table.purchaseId),
    index('payments_sale_return_idx').on(table.saleReturnId),
    index('payments_purchase_return_idx').on(table.purchaseReturnId),
    index('payments_transfer_idx').on(table.transferId),
    index('payments_customer_idx').on(table.customerId),
    index('payments_created_by_idx').on(table.createdBy, table.date),
    index('payments_shift_idx').on(table.shiftId).where(sql`${table.shiftId} is not null`),
    check('payments_amount_positive', sql`${table.amount} > 0`),
    check('payments_received_covers_amount', sql`${table.received} is null or ${table.received} >= ${table.amount}`),
    check('payments_direction_known', sql`${table.direction} in ('in', 'out')`),
    check('payments_method_known', sql`${table.method} in ('Cash', 'Card', 'Paypal', 'Cheque', 'GiftCard', 'Deposit')`),
    // No account only for the customer's deposit: a sale paid from it, or a return credited to it
    // (docs/money-and-payments.md, "Returns").
    check('payments_account_unless_deposit', sql`(${table.accountId} is null) = (${table.method} = 'Deposit' and ${table.kind} in ('sale', 'sale-return'))`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// The owner's view: running totals the dashboard and reports read instead of summing the
// documents' lines. Kept by triggers in the writing transaction (migration 0009) on the sales,
// purchases, returns and their lines, and rebuilt from them by that migration. `user_key` is the
// document's created_by, or the zero uuid when it has none; a month or year row is the whole shop
// (warehouse_id and user_key both the zero uuid), a day row is per warehouse and user.

const minor = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Per shop day, warehouse and creator: document totals and the margin of the lines sold and returned. */
export const reportDays = pgTable(
  'report_days',
  {
    day: date('day').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    userKey: uuid('user_key').notNull(),
    /** Completed sales: how many, their grand totals, and their lines' subtotal less cost. */
    salesCount: minor('sales_count'),
    revenue: minor('revenue'),
    soldMargin: minor('sold_margin'),
    /** Sale returns: their totals, and their lines' subtotal less the cost the sale had counted. */
    saleReturns: minor('sale_returns'),
    returnedMargin: minor('returned_margin'),
    /** Received purchases: how many and their grand totals; purchase returns' totals. */
    purchaseCount: minor('purchase_count'),
    purchases: minor('purchases'),
    purchaseReturns: minor('purchase_returns'),
    /** The lines' quantities and subtotals, sold (completed sales) and bought (received purchases): the product reports' totals row (migration 0010). */
    soldQty: minor('sold_qty'),
    soldAmount: minor('sold_amount'),
    purchasedQty: minor('purchased_qty'),
    purchasedAmount: minor('purchased_amount'),
    /**
     * The rest of the owner's figures (docs/owner-figures.md, migration 0017): sold_amount is the
     * lines' revenue (before tax, after every discount), sold_discounts the line and order discounts,
     * sold_tax the lines' tax; order_tax and shipping of completed sales; returned_amount and
     * returned_tax the returned units' value before tax and their tax.
     */
    soldDiscounts: minor('sold_discounts'),
    soldTax: minor('sold_tax'),
    orderTax: minor('order_tax'),
    shipping: minor('shipping'),
    returnedAmount: minor('returned_amount'),
    returnedTax: minor('returned_tax'),
    /**
     * Payments, placed in the warehouse of the document they pay (none: the zero uuid) and owned by
     * whoever recorded them: all money in and out and how many; in and out of the accounts apart from
     * transfers (Cash Flow); out apart from transfers (Expense).
     */
    received: minor('received'),
    sent: minor('sent'),
    paymentCount: minor('payment_count'),
    cashReceived: minor('cash_received'),
    cashSent: minor('cash_sent'),
    expense: minor('expense'),
    /**
     * Which of a day's rows this is: each database connection adds to its own (migration 0011), so
     * checkouts at several tills do not queue on one row. The readers sum over slots.
     */
    slot: smallint('slot').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.warehouseId, table.userKey, table.slot] })],
);

/** Per product and day (per warehouse and creator), month or year (whole shop): bought, sold, returned. */
export const reportProducts = pgTable(
  'report_products',
  {
    grain: text('grain').notNull(),
    periodStart: date('period_start').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    userKey: uuid('user_key').notNull(),
    productId: uuid('product_id').notNull(),
    soldQty: minor('sold_qty'),
    soldAmount: minor('sold_amount'),
    soldCost: minor('sold_cost'),
    returnedQty: minor('returned_qty'),
    returnedAmount: minor('returned_amount'),
    returnedCost: minor('returned_cost'),
    purchasedQty: minor('purchased_qty'),
    purchasedAmount: minor('purchased_amount'),
  },
  (table) => [
    primaryKey({ columns: [table.grain, table.periodStart, table.warehouseId, table.userKey, table.productId] }),
    index('report_products_product_idx').on(table.productId, table.grain, table.periodStart),
    // Best sellers and the Sale report's default order over a whole month or year: the first rows, not all.
    index('report_products_top_qty_idx')
      .on(table.grain, table.periodStart, table.soldQty.desc().nullsFirst(), table.soldAmount.desc().nullsFirst())
      .where(sql`${table.grain} <> 'day'`),
    index('report_products_top_amount_idx')
      .on(table.grain, table.periodStart, table.soldAmount.desc().nullsFirst(), table.soldQty.desc().nullsFirst())
      .where(sql`${table.grain} <> 'day'`),
    check('report_products_grain_known', sql`${table.grain} in ('day', 'month', 'year')`),
  ],
);

/**
 * The Idempotency-Key of every money and stock write (docs/api.md#idempotency): taken at the start of
 * the write's transaction, so a second request with the key waits on it until the first ends; kept
 * with the first answer when the write commits, gone with it when it rolls back.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'POST /api/sales': a key names one request of one route. */
    route: text('route').notNull(),
    /** SHA-256 of the path's parameters and the body as validated (without a body's idempotencyKey). */
    bodyHash: text('body_hash').notNull(),
    status: smallint('status'),
    answer: jsonb('answer'),
    location: text('location'),
    createdAt: createdAt(),
  },
  // The upkeep prunes keys past their keeping time oldest first, a bounded batch at a time (server/services/idempotency-prune.ts).
  (table) => [index('idempotency_keys_created_at_idx').on(table.createdAt)],
);

/**
 * Stock transfers (docs/screens.md#stock-transfers): a WT-… document moving products from one
 * warehouse to another, sent and received in one step. Its lines are moved out and in through the
 * stock ledger in the transaction that writes it; the movements carry its reference.
 */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    date: documentDate(),
    fromWarehouseId: uuid('from_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    toWarehouseId: uuid('to_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    note: text('note').notNull().default(''),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('stock_transfers_reference_unique').on(table.reference),
    index('stock_transfers_newest_idx').on(table.date.desc(), table.createdAt.desc(), table.id.desc()),
    index('stock_transfers_from_idx').on(table.fromWarehouseId),
    index('stock_transfers_to_idx').on(table.toWarehouseId),
    check('stock_transfers_warehouses_differ', sql`${table.fromWarehouseId} <> ${table.toWarehouseId}`),
  ],
);

export const stockTransferLines = pgTable(
  'stock_transfer_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => stockTransfers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** The size or colour moved; null for the product's own stock (docs/decisions/021-warehouses-and-variants.md). */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    index('stock_transfer_lines_transfer_idx').on(table.transferId, table.position),
    index('stock_transfer_lines_product_idx').on(table.productId),
    check('stock_transfer_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);
