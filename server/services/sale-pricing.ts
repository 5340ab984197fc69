/**
 * Prices a sale's lines on the server (docs/api.md#money-on-the-wire: totals sent by the client are checked,
 * never trusted): reads each product's price, promotion, warehouse price, tax and variants, prices
 * the lines and the order with src/domain/pricing.ts, and refuses a subTotal or totalAmount that
 * disagrees.
 */
import { sql } from 'drizzle-orm';
import type { CalendarDate } from '../../src/domain/calendar-date';
import { atField } from '../../src/domain/domain-error';
import { addMoney, asMinor, toWire, type Minor } from '../../src/domain/money';
import type { Percent } from '../../src/domain/percent';
import { effectiveUnitPrice, pricePosCart, type PosTotals, type PricedLine } from '../../src/domain/pricing';
import { orderDiscountShares } from '../../src/domain/owner-figures';
import type { SaleInput } from '../../src/domain/sales.schemas';
import type { ProductType, TaxMethod } from '../../src/domain/shop-constants';
import type { Executor } from '../db/executor';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import { variantOfLine } from './line-variants';
import { jsonColumn, rowsOf } from '../db/raw-rows';
import { en } from '../i18n/english';

interface ProductFacts {
  id: string;
  name: string;
  code: string;
  productType: ProductType;
  cost: Minor;
  price: Minor;
  promotion: { price: Minor; start: CalendarDate; end: CalendarDate } | null;
  /** This warehouse's own price, when the product has one. */
  warehousePrice: Minor | null;
  taxRate: Percent;
  taxMethod: TaxMethod;
  variants: { id: string; name: string; itemCode: string; additionalPrice: Minor }[];
}

export interface PricedSaleLine extends PricedLine {
  position: number;
  productId: string;
  productType: ProductType;
  productName: string;
  productCode: string;
  variantId: string | null;
  variantName: string | null;
  variantCode: string | null;
  taxRate: Percent;
  taxMethod: TaxMethod;
  unitCost: Minor;
  /** The line's share of the order discount and coupon, stored with it (docs/owner-figures.md, "Rounding"). */
  orderDiscount: Minor;
}

export interface PricedSale {
  lines: PricedSaleLine[];
  totals: PosTotals;
}

interface ProductRow {
  id: string;
  name: string;
  code: string;
  product_type: ProductType;
  cost: string | number;
  price: string | number;
  has_promotion: boolean;
  promotion_price: string | number | null;
  promotion_start: string | null;
  promotion_end: string | null;
  has_warehouse_price: boolean;
  warehouse_price: string | number | null;
  tax_rate: number;
  tax_method: TaxMethod;
  variants: { id: string; name: string; itemCode: string; additionalPrice: string | number }[] | string | null;
}

const minor = (value: string | number) => asMinor(Number(value));

async function readProductFacts(db: Executor, productIds: string[], warehouseId: string): Promise<Map<string, ProductFacts>> {
  const ids = sql.join(productIds.map((id) => sql`${id}::uuid`), sql`, `);
  const rows = await rowsOf<ProductRow>(
    db,
    sql`select p.id, p.name, p.code, p.product_type, p.cost, p.price, p.has_promotion, p.promotion_price,
          p.promotion_start::text as promotion_start, p.promotion_end::text as promotion_end, p.has_warehouse_price,
          (select wp.price from product_warehouse_prices wp where wp.product_id = p.id and wp.warehouse_id = ${warehouseId}) as warehouse_price,
          t.rate_thousandths as tax_rate, p.tax_method,
          (select json_agg(json_build_object('id', v.id, 'name', v.name, 'itemCode', v.item_code, 'additionalPrice', v.additional_price) order by v.position)
             from product_variants v where v.product_id = p.id) as variants
        from products p join taxes t on t.id = p.tax_id
        where p.id in (${ids})`,
  );
  return new Map(
    rows.map((row) => {
      const variants = jsonColumn(row.variants) ?? [];
      const promotion =
        row.has_promotion && row.promotion_price !== null && row.promotion_start && row.promotion_end
          ? { price: minor(row.promotion_price), start: row.promotion_start.slice(0, 10), end: row.promotion_end.slice(0, 10) }
          : null;
      return [
        row.id,
        {
          id: row.id,
          name: row.name,
          code: row.code,
          productType: row.product_type,
          cost: minor(row.cost),
          price: minor(row.price),
          promotion,
          warehousePrice: row.has_warehouse_price && row.warehouse_price !== null ? minor(row.warehouse_price) : null,
          taxRate: Number(row.tax_rate) as Percent,
          taxMethod: row.tax_method,
          variants: variants.map((variant) => ({ ...variant, additionalPrice: minor(variant.additionalPrice) })),
        },
      ];
    }),
  );
}

function badField(path: (string | number)[], message: string): ApiError {
  return new ApiError(Status.badRequest, message, [{ message, path }]);
}

function money(amount: Minor): string {
  return toWire(amount).toFixed(2);
}

/**
 * The sale's lines and totals as the server prices them. `today` is the shop's date: it decides
 * whether a promotion applies. Throws a 400 under the field for an unknown product or variant, a
 * product listed twice, or a subTotal / totalAmount that disagrees with the pricing.
 */
export async function priceSaleInput(db: Executor, input: SaleInput, warehouseId: string, today: CalendarDate): Promise<PricedSale> {
  const productIds = [...new Set(input.products.map((line) => line._id))];
  const facts = await readProductFacts(db, productIds, warehouseId);
  const seen = new Set<string>();

  const prepared = input.products.map((line, index) => {
    const product = facts.get(line._id);
    if (!product) throw badField(['products', index, '_id'], en`There is no such product; it may have been deleted.`);
    const variant = variantOfLine(product, line.variant, ['products', index, 'variant']);
    const key = `${product.id}|${variant?.id ?? ''}`;
    if (seen.has(key)) throw badField(['products', index, '_id'], en`${product.name}${variant ? ` ${variant.name}` : ''} is in the sale twice; change the quantity of its line instead.`);
    seen.add(key);
    const unitPrice =
      line.unitPrice ??
      addMoney(
        atField(['products', index, 'unitPrice'], () =>
          effectiveUnitPrice({ price: product.price, promotion: product.promotion, warehousePrices: product.warehousePrice === null ? null : { here: product.warehousePrice } }, { today, warehouse: 'here' }),
        ),
        variant?.additionalPrice ?? (0 as Minor),
      );
    return { line, index, product, variant, unitPrice, taxRate: line.taxRate ?? product.taxRate };
  });

  const priced = atField(['orderDiscount'], () =>
    pricePosCart(
      prepared.map((entry) => ({
        quantity: entry.line.quantity,
        unitPrice: entry.unitPrice,
        discount: entry.line.discount,
        taxRate: entry.taxRate,
        taxMethod: entry.product.taxMethod,
      })),
      { orderTaxRate: input.orderTax, discount: input.orderDiscount, coupon: input.coupon, shipping: input.shippingCost },
    ),
  );

  const shares = orderDiscountShares(priced.lines, priced.totals);
  const lines = prepared.map((entry, index): PricedSaleLine => {
    const pricedLine = priced.lines[index]!;
    if (entry.line.subTotal !== undefined && entry.line.subTotal !== pricedLine.subtotal) {
      throw badField(['products', index, 'subTotal'], en`The line total of ${entry.product.name} is ${money(pricedLine.subtotal)}, not ${money(entry.line.subTotal)}.`);
    }
    return {
      ...pricedLine,
      position: index,
      productId: entry.product.id,
      productType: entry.product.productType,
      productName: entry.product.name,
      productCode: entry.product.code,
      variantId: entry.variant?.id ?? null,
      variantName: entry.variant?.name ?? null,
      variantCode: entry.variant?.itemCode ?? null,
      taxRate: entry.taxRate,
      taxMethod: entry.product.taxMethod,
      unitCost: entry.product.cost,
      orderDiscount: shares[index]!,
    };
  });
  if (input.totalAmount !== undefined && input.totalAmount !== priced.totals.grandTotal) {
    throw badField(['totalAmount'], en`The grand total is ${money(priced.totals.grandTotal)}, not ${money(input.totalAmount)}; the prices may have changed.`);
  }
  return { lines, totals: priced.totals };
}
