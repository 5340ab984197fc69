import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_STATUSES } from '../../src/domain/auth.schemas';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'staff'] }).notNull(),
    // Issue 8: sign-ups after the first wait for an admin's approval; an admin may deactivate a member.
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    phoneNumber: text('phone_number').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Emails are unique whatever their case.
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    check('users_status_known', sql`${table.status} in ('pending', 'active', 'deactivated')`),
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
// Catalog (issue 3). Money is bigint minor units (DESIGN.md section 2); created_by is null for the
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
    /** Hundredths of a percent (src/domain/percent.ts): 1500 is 15%. */
    rateHundredths: integer('rate_hundredths').notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('taxes_name_lower_unique').on(sql`lower(${table.name})`),
    check('taxes_rate_range', sql`${table.rateHundredths} between 0 and 10000`),
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
    // The list's order, newest first. NULLS FIRST is what a plain ORDER BY … DESC means; an index
    // with NULLS LAST does not serve it, and every list page became a sort of the whole table.
    index('products_newest_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('products_category_idx').on(table.categoryId),
    index('products_brand_idx').on(table.brandId),
    index('products_tax_idx').on(table.taxId),
    index('products_product_unit_idx').on(table.productUnitId),
    index('products_sale_unit_idx').on(table.saleUnitId),
    index('products_purchase_unit_idx').on(table.purchaseUnitId),
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
    additionalPrice: money('additional_price').notNull().default(0),
  },
  (table) => [
    uniqueIndex('product_variants_item_code_unique').on(table.productId, table.itemCode),
    uniqueIndex('product_variants_name_unique').on(table.productId, sql`lower(${table.name})`),
    check('product_variants_additional_price_not_negative', sql`${table.additionalPrice} >= 0`),
  ],
);

/**
 * The stock ledger (DESIGN.md section 3): every change of stock is a movement; stock_levels holds
 * the running on-hand per product and warehouse, written in the same transaction as its movement.
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
    delta: integer('delta').notNull(),
    /** purchase, sale, sale-return, purchase-return, adjustment, opening. */
    reason: text('reason').notNull(),
    /** The document's readable reference (PR-…, SL-…), when there is one. */
    reference: text('reference'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_movements_product_idx').on(table.productId, table.at),
    index('stock_movements_warehouse_idx').on(table.warehouseId),
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
    onHand: integer('on_hand').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.warehouseId] }),
    index('stock_levels_warehouse_idx').on(table.warehouseId),
    check('stock_levels_on_hand_not_negative', sql`${table.onHand} >= 0`),
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
// General Setting (issue 4): one row for the shop, absent until an admin first saves it.

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
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('shop_settings_single_row', sql`${table.id} = 1`)],
);
