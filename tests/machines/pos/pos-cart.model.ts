import type { EventObject } from 'xstate';
import type { PosItem } from '../../../src/api/pos/pos-item';
import type { Minor } from '../../../src/domain/money';
import type { Percent } from '../../../src/domain/percent';
import { posCartMachine, type CartInput } from '../../../src/machines/pos/pos-cart.machine';
import { machineTestModel } from '../path-coverage';
import { recordingSearch, type Invocation } from '../common/product-search.model';

export type { Invocation };

const minor = (amount: number) => amount as Minor;
const percent = (rate: number) => rate as Percent;

/** 18,500.00, or 18,000.00 at Main; VAT 10% added. */
export const laptop: PosItem = {
  id: 'p-laptop',
  name: 'Dell Laptop',
  code: 'LAP-1',
  image: null,
  pricing: { price: minor(1_850_000), promotion: null, warehousePrices: { Main: minor(1_800_000) } },
  taxRate: percent(10_000),
  taxMethod: 'Exclusive',
  stock: 5,
  variants: [],
  scannedVariant: null,
};

/** 24.99, or 22.50 on promotion through November 2026; VAT 20% inside the price. */
export const phone: PosItem = {
  id: 'p-oppo',
  name: 'Oppo A17',
  code: 'OPPO-17',
  image: null,
  pricing: { price: minor(2499), promotion: { price: minor(2250), start: '2026-11-01', end: '2026-11-30' }, warehousePrices: null },
  taxRate: percent(20_000),
  taxMethod: 'Inclusive',
  stock: 9,
  variants: [],
  scannedVariant: null,
};

/**
 * 15.00 a T-shirt in S, M and L, no tax; L 2.00 more. Each size has its own barcode or none, and its
 * own stock at the till's warehouse (4, 1 and none): the cart asks which size when it comes without one.
 */
export const shirt: PosItem = {
  id: 'p-shirt',
  name: 'T-Shirt',
  code: 'TS-1',
  image: null,
  pricing: { price: minor(1500), promotion: null, warehousePrices: null },
  taxRate: percent(0),
  taxMethod: 'Exclusive',
  stock: 5,
  variants: [
    { name: 'S', itemCode: 'VRT-1', barcode: null, additionalPrice: minor(0), stock: 4 },
    { name: 'M', itemCode: 'VRT-2', barcode: '4006381333931', additionalPrice: minor(0), stock: 1 },
    { name: 'L', itemCode: 'VRT-3', barcode: null, additionalPrice: minor(200), stock: 0 },
  ],
  scannedVariant: null,
};

/** The T-shirt found by its M barcode (or `TS-1-VRT-2`): the search names the size. */
export const shirtM: PosItem = { ...shirt, scannedVariant: 'VRT-2' };

export const cartInput: CartInput = { today: '2026-11-23', warehouse: 'Main', warehouseId: null };

/** The cart with a product search whose reads record their input and never answer (the cart's own paths send it nothing to look up). */
export function recordingCart(invocations: Invocation[] = []) {
  return posCartMachine.provide({ actors: { productSearch: recordingSearch(invocations) } });
}

export type CartFacet = 'search' | 'quantity' | 'lines' | 'charges' | 'warehouse' | 'sizes';
export const cartFacets: CartFacet[] = ['search', 'quantity', 'lines', 'charges', 'warehouse', 'sizes'];

/** A cart saved before (a held sale brought back): 2 phones, 1.00 off, 5% tax, 2.00 shipping. */
export const heldCart = {
  lines: [{ key: phone.id, product: phone, variant: null, quantity: 2 }],
  charges: { discount: minor(100), coupon: minor(0), taxRate: percent(5000), shipping: minor(200) },
};

type ModelEvent = EventObject & Record<string, unknown>;
const quantityOf = (context: any, key: string): number => context.lines.find((line: any) => line.key === key)?.quantity ?? 0;

/** The events of a facet, offered where they make a new case; quantities stay at most 2 so paths end. */
export function cartEvents(facet: CartFacet) {
  return (snapshot: any): ModelEvent[] => {
    const { context } = snapshot;
    switch (facet) {
      case 'search':
        // What the product search tells the cart (src/machines/common/product-search.machine.ts): a
        // product (or a variant) to add, `3*` before it for three, `*3` after it, an unknown code.
        return [
          ...(quantityOf(context, laptop.id) < 2 ? [{ type: 'search.product.chosen', product: laptop, quantity: 1 }] : []),
          ...(quantityOf(context, `${shirt.id}:VRT-2`) < 1 ? [{ type: 'search.product.chosen', product: shirtM, quantity: 1 }] : []),
          ...(quantityOf(context, phone.id) < 1 ? [{ type: 'search.product.chosen', product: phone, quantity: 3 }] : []),
          ...(context.problem === null ? [{ type: 'search.quantity.typed', quantity: 2 }] : []),
          ...(context.lines.length === 0 ? [{ type: 'search.code.unknown', code: 'NOPE-9' }] : []),
          ...(context.lines.length > 0 ? [{ type: 'cart.line.decrement', key: context.lastAdded ?? phone.id }] : []),
        ];
      case 'quantity': {
        // The Qty box of a line: a number, and the texts it refuses (nothing, 0, a word, more than a line takes).
        const typed = context.quantityTexts[phone.id];
        return [
          ...(quantityOf(context, phone.id) < 1 ? [{ type: 'cart.product.add', product: phone }] : []),
          ...(quantityOf(context, phone.id) === 1 && context.problem === null ? ['4', '', '0', 'two', '1000001'].map((text) => ({ type: 'cart.line.quantity.change', key: phone.id, text })) : []),
          ...(typed !== undefined ? [{ type: 'cart.line.quantity.change', key: phone.id, text: '1' }] : []),
          { type: 'cart.line.quantity.change', key: laptop.id, text: '2' },
        ];
      }
      case 'warehouse':
        return [
          ...(quantityOf(context, laptop.id) < 1 ? [{ type: 'cart.product.add', product: laptop }] : []),
          { type: 'cart.warehouse.change', warehouse: context.warehouse === 'Main' ? 'Secondary' : 'Main' },
          // More off than the laptop sells for at Main (19,800.00 with tax), less than at Secondary (20,350.00).
          ...(context.lines.length > 0 && context.chargeTexts.discount === '0' ? [{ type: 'cart.charge.change', field: 'discount', text: '20000' }] : []),
          ...(context.chargeTexts.discount === '20000' && context.chargeTexts.coupon === '0' ? [{ type: 'cart.charge.change', field: 'coupon', text: '2.50' }] : []),
          ...(context.lines.some((line: any) => line.key === phone.id) ? [] : [{ type: 'cart.restore', ...heldCart }]),
        ];
      case 'sizes':
        // The T-shirt by its tile, or picked by name with `2*` before it: the cart asks which size.
        // S (in stock) or L (2.00 more); a size the product does not have is not offered; Esc keeps the cart.
        return context.sizeChoice === null
          ? [
              ...(quantityOf(context, `${shirt.id}:VRT-1`) < 1 ? [{ type: 'cart.product.add', product: shirt }] : []),
              ...(context.lines.length === 0 ? [{ type: 'search.product.chosen', product: shirt, quantity: 2 }] : []),
              ...(quantityOf(context, `${shirt.id}:VRT-2`) < 1 ? [{ type: 'cart.product.add', product: shirtM }] : []),
            ]
          : [
              { type: 'cart.size.choose', itemCode: 'VRT-1' },
              { type: 'cart.size.choose', itemCode: 'VRT-3' },
              { type: 'cart.size.choose', itemCode: 'VRT-9' },
              { type: 'cart.size.cancel' },
            ];
      case 'lines':
        return [
          ...(quantityOf(context, laptop.id) < 2 ? [{ type: 'cart.product.add', product: laptop }] : []),
          ...(quantityOf(context, phone.id) < 1 ? [{ type: 'cart.product.add', product: phone }] : []),
          ...(quantityOf(context, phone.id) === 1 ? [{ type: 'cart.line.increment', key: phone.id }] : []),
          { type: 'cart.line.decrement', key: laptop.id },
          { type: 'cart.line.decrement', key: phone.id },
          ...(context.lines.length > 0 ? [{ type: 'cart.clear' }] : []),
        ];
      case 'charges': {
        const texts = context.chargeTexts;
        const untouched = Object.values(texts).every((text) => text === '0');
        return [
          ...(context.lines.length === 0 ? [{ type: 'cart.product.add', product: phone }] : []),
          ...(context.problem === null
            ? [
                ...(untouched ? [{ type: 'cart.charge.change', field: 'discount', text: '5' }] : []),
                ...(texts.discount === '5' && texts.coupon === '0' ? [{ type: 'cart.charge.change', field: 'coupon', text: '2.50' }] : []),
                ...(untouched
                  ? [
                      { type: 'cart.charge.change', field: 'tax', text: '10' },
                      { type: 'cart.charge.change', field: 'shipping', text: '3' },
                      { type: 'cart.charge.change', field: 'discount', text: '-1' },
                      { type: 'cart.charge.change', field: 'coupon', text: '999' },
                      { type: 'cart.charge.change', field: 'tax', text: '101' },
                    ]
                  : []),
              ]
            : [{ type: 'cart.charge.change', field: context.problem.field === 'lines' ? 'discount' : context.problem.field, text: '0' }]),
          ...(context.lines.length > 0 ? [{ type: 'cart.line.decrement', key: phone.id }] : []),
        ];
      }
    }
  };
}

export function cartModel(facet: CartFacet) {
  return machineTestModel(recordingCart() as never, { facet: (context: any) => [context.lines.length, context.lastAdded, context.sizeChoice?.quantity ?? null], events: cartEvents(facet) as never, input: cartInput });
}
