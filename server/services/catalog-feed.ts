/**
 * The till's catalog feed (docs/offline-till.md#the-catalog-feed): what a till keeps to sell offline
 * (products with their sizes, prices at its warehouse, barcodes, tax and promotion; taxes; customers;
 * the till's own settings; General Setting), changed since a cursor, a bounded page at a time.
 *
 * Triggers of migration 0028 keep one catalog_changes row per record, moved to the id of the last
 * transaction that wrote it (xid8). A page reads only rows whose transaction id is below a horizon:
 * the oldest transaction still in flight in its snapshot, else the snapshot's xmax. Every
 * transaction below it has ended, and one that starts later gets a larger id, so a cursor of
 * (xid, seq) never passes a row that commits after the page was read. An updated_at or a sequence
 * is taken before the commit, and a row can commit behind a cursor that already passed it.
 *
 * Transaction ids are the whole PostgreSQL server's: a transaction left open in another database
 * (another shop, a test) would hold the snapshot's xmin back and stop the feed. One that
 * pg_stat_activity shows in another database is left out of the horizon; one it does not show
 * (not yet listed, or hidden from this user) is kept in, which only delays the feed, never skips.
 * A record deleted since is answered as removed.
 */
import { sql } from 'drizzle-orm';
import { asMinor, toWire } from '../../src/domain/money';
import { percentToWire, type Percent } from '../../src/domain/percent';
import type { CatalogChange, CatalogFeed } from '../../src/domain/offline.schemas';
import type { Executor } from '../db/executor';
import { jsonColumn, rowsOf } from '../db/raw-rows';
import { notFound } from './record-errors';

interface ChangeRow {
  entity: CatalogChange['kind'];
  entity_id: string;
  xid: string;
  seq: string | number;
  record: Record<string, unknown> | string | null;
}

const money = (value: unknown) => toWire(asMinor(Number(value)));

/**
 * One statement per page: the snapshot that sets the horizon is the one that reads the rows. Each
 * record is read by its primary key (entity_id cast to the key's type, inside its CASE branch):
 * compared as text, every product of a page was a scan of the whole table (17 s a page at 100,000).
 */
export async function catalogFeed(db: Executor, tillId: string, after: string | undefined, limit: number): Promise<CatalogFeed> {
  const [till] = await rowsOf<{ warehouse_id: string }>(db, sql`select warehouse_id from tills where id = ${tillId}`);
  if (!till) throw notFound('till');
  const [xid, seq] = (after ?? '0.0').split('.');
  const rows = await rowsOf<ChangeRow>(
    db,
    sql`with snap as (select pg_current_snapshot() as s),
        horizon as (
          select coalesce(
            (select min(x) from snap, pg_snapshot_xip(snap.s) as x
              where not exists (select 1 from pg_stat_activity a where a.backend_xid = x::xid and a.datname is distinct from current_database())),
            (select pg_snapshot_xmax(s) from snap)) as xid),
        page as (
          select c.entity, c.entity_id, c.xid, c.seq from catalog_changes c, horizon
          where c.xid < horizon.xid and (c.xid, c.seq) > (${xid}::xid8, ${seq}::bigint)
          order by c.xid, c.seq limit ${limit + 1})
        select page.entity, page.entity_id, page.xid::text as xid, page.seq,
          case page.entity
            when 'product' then (
              select json_build_object('name', p.name, 'code', p.code, 'productType', p.product_type, 'categoryId', p.category_id, 'brandId', p.brand_id,
                'price', coalesce(wp.price, p.price), 'taxId', p.tax_id, 'taxMethod', p.tax_method, 'featured', p.featured, 'hasPromotion', p.has_promotion,
                'promotionPrice', p.promotion_price, 'promotionStart', p.promotion_start, 'promotionEnd', p.promotion_end,
                'variants', coalesce((select json_agg(json_build_object('_id', v.id, 'name', v.name, 'itemCode', v.item_code, 'barcode', v.barcode, 'additionalPrice', v.additional_price) order by v.position)
                  from product_variants v where v.product_id = p.id), '[]'))
              from products p left join product_warehouse_prices wp on p.has_warehouse_price and wp.product_id = p.id and wp.warehouse_id = ${till.warehouse_id}
              where p.id = page.entity_id::uuid)
            when 'tax' then (select json_build_object('name', t.name, 'rate', t.rate_thousandths) from taxes t where t.id = page.entity_id::uuid)
            when 'customer' then (select json_build_object('name', c.name, 'phone', c.phone, 'email', c.email, 'isWalkIn', c.is_walk_in) from customers c where c.id = page.entity_id::uuid)
            when 'till' then (select json_build_object('name', t.name, 'code', t.code, 'warehouseId', t.warehouse_id, 'billerId', t.biller_id, 'cashAccountId', t.cash_account_id)
              from tills t where t.id = page.entity_id::uuid)
            when 'settings' then (select json_build_object('systemTitle', s.system_title, 'currency', s.currency, 'currencyPosition', s.currency_position, 'timeZone', s.time_zone,
              'dateFormat', s.date_format, 'shopAddress', s.shop_address, 'shopPhone', s.shop_phone, 'receiptFooter', s.receipt_footer)
              from shop_settings s where s.id = page.entity_id::int)
          end as record
        from page order by page.xid, page.seq`,
  );
  const more = rows.length > limit;
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    changes: shown.map(changeFrom),
    cursor: last ? `${last.xid}.${Number(last.seq)}` : (after ?? '0.0'),
    more,
  };
}

function changeFrom(row: ChangeRow): CatalogChange {
  const record = jsonColumn<Record<string, unknown>>(row.record);
  const change: CatalogChange = { kind: row.entity, _id: row.entity_id, removed: record === null };
  if (!record) return change;
  if (row.entity === 'product') {
    const variants = record.variants as { _id: string; name: string; itemCode: string; barcode: string | null; additionalPrice: number }[];
    change.product = {
      name: String(record.name),
      code: String(record.code),
      productType: String(record.productType),
      categoryId: String(record.categoryId),
      brandId: (record.brandId as string | null) ?? null,
      price: money(record.price),
      taxId: String(record.taxId),
      taxMethod: String(record.taxMethod),
      featured: Boolean(record.featured),
      promotion:
        record.hasPromotion && record.promotionPrice !== null
          ? { price: money(record.promotionPrice), start: (record.promotionStart as string | null) ?? null, end: (record.promotionEnd as string | null) ?? null }
          : null,
      variants: variants.map((variant) => ({ ...variant, additionalPrice: money(variant.additionalPrice) })),
    };
  } else if (row.entity === 'tax') {
    change.tax = { name: String(record.name), rate: percentToWire(Number(record.rate) as Percent) };
  } else if (row.entity === 'customer') {
    change.customer = record as CatalogChange['customer'];
  } else if (row.entity === 'till') {
    change.till = record as CatalogChange['till'];
  } else {
    change.settings = record as CatalogChange['settings'];
  }
  return change;
}
