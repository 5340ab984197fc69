import type { EventObject } from 'xstate';
import type { PosItem } from '../../../src/api/pos/pos-catalog';
import type { Minor } from '../../../src/domain/money';
import type { Percent } from '../../../src/domain/percent';
import { posCartMachine, type CartInput } from '../../../src/machines/pos/pos-cart.machine';
import { machineTestModel } from '../path-coverage';
import { recordingSearch, type Invocation } from '../common/product-search.model';

export type { Invocation };

const minor = (amount: number) => amount as Minor;
const percent = (rate: number) => rate as Percent;

/** 18,500.00, or 18,000.00 at Main; VAT 10% added; a 16 GB variant at 2,500.00 more. */
export const laptop: PosItem = {
  id: 'p-laptop',
  name: 'Dell Laptop',
  code: 'LAP-1',
  image: null,
  pricing: { price: minor(1_850_000), promotion: null, warehousePrices: { Main: minor(1_800_000) } },
  taxRate: percent(10_000),
  taxMethod: 'Exclusive',
  stock: 5,
  variants: [{ name: '16 GB', itemCode: 'VRT-1', additionalPrice: minor(250_000) }],
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

export const laptopVariant: PosItem = { ...laptop, scannedVariant: 'VRT-1' };

export const cartInput: CartInput = { today: '2026-11-23', warehouse: 'Main', warehouseId: null };

/** The cart with a product search whose reads record their input and never answer (the cart's own paths send it nothing to look up). */
export function recordingCart(invocations: Invocation[] = []) {
  return posCartMachine.provide({ actors: { productSearch: recordingSearch(invocations) } });
}

export type CartFacet = 'search' | 'quantity' | 'lines' | 'charges' | 'warehouse';
export const cartFacets: CartFacet[] = ['search', 'quantity', 'lines', 'charges', 'warehouse'];

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
          ...(quantityOf(context, `${laptop.id}:VRT-1`) < 1 ? [{ type: 'search.product.chosen', product: laptopVariant, quantity: 1 }] : []),
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
  return machineTestModel(recordingCart() as never, { facet: (context: any) => [context.lines.length, context.lastAdded], events: cartEvents(facet) as never, input: cartInput });
}
