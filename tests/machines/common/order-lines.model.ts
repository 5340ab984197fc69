import type { EventObject } from 'xstate';
import type { OrderProduct } from '../../../src/api/common/order-products';
import type { Minor } from '../../../src/domain/money';
import type { Percent } from '../../../src/domain/percent';
import { orderLinesMachine, type OrderLine, type OrderLinesInput } from '../../../src/machines/common/order-lines.machine';
import { machineTestModel } from '../path-coverage';
import { recordingSearch, type Invocation } from './product-search.model';

export type { Invocation };

const minor = (amount: number) => amount as Minor;
const percent = (rate: number) => rate as Percent;

/** Cost 15,200.00, price 18,500.00 or 18,000.00 in Lahore, VAT 10% added. */
export const laptop: OrderProduct = {
  id: 'p-laptop',
  name: 'Laptop 18500',
  code: 'LAP-1',
  variants: [],
  scannedVariant: null,
  cost: minor(1_520_000),
  pricing: { price: minor(1_850_000), promotion: null, warehousePrices: { Lahore: minor(1_800_000) } },
  taxRate: percent(10_000),
  taxMethod: 'Exclusive',
};

/** Cost 19.99, price 24.99 or 22.50 on promotion through November 2026, VAT 20% inside the price. */
export const phone: OrderProduct = {
  id: 'p-oppo',
  name: 'Oppo A17',
  code: 'OPPO-17',
  variants: [],
  scannedVariant: null,
  cost: minor(1999),
  pricing: { price: minor(2499), promotion: { price: minor(2250), start: '2026-11-01', end: '2026-11-30' }, warehousePrices: null },
  taxRate: percent(20_000),
  taxMethod: 'Inclusive',
};

export type OrderKind = 'purchase' | 'sale';

export const pricingOf: Record<OrderKind, OrderLinesInput['pricing']> = {
  purchase: { kind: 'purchase' },
  sale: { kind: 'sale', today: '2026-11-23', warehouse: 'Lahore' },
};

/** The unit price each test product's line starts at, worked by hand from the products above. */
export const goldenUnitPrice: Record<OrderKind, Record<string, number>> = {
  purchase: { [laptop.id]: 1_520_000, [phone.id]: 1999 },
  // Lahore's own price for the laptop; the phone's promotion runs on 2026-11-23.
  sale: { [laptop.id]: 1_800_000, [phone.id]: 2250 },
};

/** An event with its payload, as the paths send it. */
type ModelEvent = EventObject & Record<string, unknown>;

/** 'variants': an edited sale holding two variants of the laptop (only a sale has variants). */
export type Facet = 'adding' | 'lines' | 'charges' | 'variants';
export const orderFacets: Facet[] = ['adding', 'lines', 'charges'];
/** The facets each kind of order is tried in. */
export const facetsOf = (_kind: OrderKind): Facet[] => [...orderFacets, 'variants'];

/** The order an edit screen would start with: both products, one each. */
export function startingLines(kind: OrderKind): OrderLine[] {
  return [laptop, phone].map((product) => ({
    product,
    variant: null,
    quantity: 1,
    unitPrice: minor(goldenUnitPrice[kind][product.id]),
    discount: minor(0),
    taxRate: product.taxRate,
  }));
}

/**
 * The laptop in two sizes, as a search finds it: 16 GB sells for 250.00 more (a purchase pays the
 * product's cost for either). Found without a size, the form asks which.
 */
export const laptopSizes: OrderProduct = {
  ...laptop,
  variants: [
    { name: '16 GB', itemCode: 'VRT-16', additionalPrice: minor(25_000) },
    { name: '8 GB', itemCode: 'VRT-8', additionalPrice: minor(0) },
  ],
};
/** The laptop found by the 8 GB's own code: the search names the size. */
export const laptop8Scanned: OrderProduct = { ...laptopSizes, scannedVariant: 'VRT-8' };

/** The laptop's two variants as a sale read back holds them, each at the price it was sold at (16 GB costs 250.00 more). */
export const laptop16: OrderLine = { product: laptop, variant: { name: '16 GB', itemCode: 'VRT-16', additionalPrice: minor(0) }, quantity: 1, unitPrice: minor(1_825_000), discount: minor(0), taxRate: laptop.taxRate };
export const laptop8: OrderLine = { ...laptop16, variant: { name: '8 GB', itemCode: 'VRT-8', additionalPrice: minor(0) }, unitPrice: minor(1_800_000) };
/** Their line keys, written out: `{productId}:{itemCode}`. */
export const laptop16Key = 'p-laptop:VRT-16';
export const laptop8Key = 'p-laptop:VRT-8';

export function inputFor(kind: OrderKind, facet: Facet): OrderLinesInput {
  if (facet === 'adding') return { pricing: pricingOf[kind] };
  if (facet !== 'variants') return { pricing: pricingOf[kind], lines: startingLines(kind) };
  // A purchase read back holds each size at the cost it was bought at.
  const cost = minor(goldenUnitPrice.purchase[laptop.id]);
  return { pricing: pricingOf[kind], lines: kind === 'sale' ? [laptop16, laptop8] : [{ ...laptop16, unitPrice: cost }, { ...laptop8, unitPrice: cost }] };
}

/** The lines with a product search whose reads record their input and never answer (the lines' own paths send it nothing to look up). */
export function recordingMachine(invocations: Invocation[]) {
  return orderLinesMachine.provide({ actors: { productSearch: recordingSearch(invocations) } });
}

/** The line with this key: the product id, or `{productId}:{itemCode}` for a variant. */
const lineOf = (context: any, key: string): OrderLine | undefined =>
  context.lines.find((line: OrderLine) => (line.variant ? `${line.product.id}:${line.variant.itemCode}` : line.product.id) === key);
const quantityOf = (context: any, key: string): number => lineOf(context, key)?.quantity ?? 0;
const discountOf = (context: any, key: string): number => lineOf(context, key)?.discount ?? 0;
const taxOf = (context: any, key: string): number => lineOf(context, key)?.taxRate ?? 0;

/**
 * The events of one facet, offered where they make a new case: typing only while no product has
 * reached 2 (else adding could go on for ever), a refused value only while no other refusal shows.
 */
function facetEvents(facet: Facet) {
  return (snapshot: any): ModelEvent[] => {
    const { context } = snapshot;
    const calm = context.problem === null;
    switch (facet) {
      case 'adding':
        // What the product search tells the lines (src/machines/common/product-search.machine.ts): a
        // product to add (`2*` before its code for two), `*3` after it.
        return [
          ...(quantityOf(context, laptop.id) < 2 ? [{ type: 'search.product.chosen', product: laptop, quantity: 1 }] : []),
          ...(quantityOf(context, phone.id) < 1 ? [{ type: 'search.product.chosen', product: phone, quantity: 2 }] : []),
          ...(calm ? [{ type: 'search.quantity.typed', quantity: 3 }] : []),
          ...(quantityOf(context, phone.id) > 0 && calm ? [{ type: 'lines.remove', key: phone.id }] : []),
        ];
      case 'lines':
        return [
          ...(quantityOf(context, laptop.id) === 1 ? [{ type: 'lines.quantity.change', key: laptop.id, text: '3' }] : []),
          ...(quantityOf(context, phone.id) === 1 ? [{ type: 'lines.quantity.change', key: phone.id, text: '2' }] : []),
          ...(quantityOf(context, phone.id) === 2 ? [{ type: 'lines.quantity.change', key: phone.id, text: '1' }] : []),
          ...(calm ? [{ type: 'lines.quantity.change', key: laptop.id, text: '0' }, { type: 'lines.quantity.change', key: laptop.id, text: '1.5' }] : []),
          ...(discountOf(context, laptop.id) === 0 ? [{ type: 'lines.discount.change', key: laptop.id, text: '100.00' }] : []),
          ...(discountOf(context, phone.id) === 0 ? [{ type: 'lines.discount.change', key: phone.id, text: '30' }] : []),
          ...(calm ? [{ type: 'lines.discount.change', key: laptop.id, text: '99999999' }] : []),
          ...(taxOf(context, phone.id) === 2000 ? [{ type: 'lines.tax.change', key: phone.id, text: '5' }] : []),
          ...(calm ? [{ type: 'lines.tax.change', key: phone.id, text: '101' }] : []),
          { type: 'lines.remove', key: laptop.id },
          { type: 'lines.remove', key: phone.id },
        ];
      case 'charges':
        return [
          ...(context.charges.orderTaxRate === 0 ? [{ type: 'lines.orderTax.change', text: '10' }] : []),
          ...(context.charges.discount === 0 ? ['50.00', '16000'].map((text) => ({ type: 'lines.orderDiscount.change', text })) : []),
          ...(context.charges.shipping === 0 ? [{ type: 'lines.shipping.change', text: '5.50' }] : []),
          ...(calm
            ? [
                { type: 'lines.orderTax.change', text: '101' },
                { type: 'lines.orderDiscount.change', text: '-1' },
                { type: 'lines.orderDiscount.change', text: '99999999' },
                { type: 'lines.shipping.change', text: '0.001' },
              ]
            : []),
          { type: 'lines.remove', key: laptop.id },
          ...(calm ? [{ type: 'lines.remove', key: phone.id }] : []),
        ];
      case 'variants':
        // The laptop found by its own code (Enter) or a pick, `2*` before it: the form asks which size;
        // found by the 8 GB's code: that size at once. A size the laptop does not have is not offered.
        if (context.variantChoice !== null) {
          return [
            { type: 'lines.variant.choose', itemCode: 'VRT-16' },
            { type: 'lines.variant.choose', itemCode: 'VRT-8' },
            { type: 'lines.variant.choose', itemCode: 'VRT-99' },
            { type: 'lines.variant.cancel' },
          ];
        }
        return [
          ...(quantityOf(context, laptop16Key) < 3 ? [{ type: 'search.product.chosen', product: laptopSizes, quantity: 2 }] : []),
          ...(quantityOf(context, laptop8Key) < 2 ? [{ type: 'search.product.chosen', product: laptop8Scanned, quantity: 1 }] : []),
          ...(quantityOf(context, laptop16Key) === 1 ? [{ type: 'lines.quantity.change', key: laptop16Key, text: '2' }] : []),
          ...(discountOf(context, laptop8Key) === 0 ? [{ type: 'lines.discount.change', key: laptop8Key, text: '100.00' }] : []),
          ...(calm ? [{ type: 'lines.remove', key: laptop16Key }] : []),
        ];
    }
  };
}

/** The order lines' covering paths for one kind of document and one facet of its events. */
export function orderLinesModel(kind: OrderKind, facet: Facet) {
  return machineTestModel(recordingMachine([]), { events: facetEvents(facet) as never, input: inputFor(kind, facet), facet: (context: any) => context.variantChoice?.quantity ?? null });
}
