/**
 * The purchase form as a person uses it, as a model whose paths the machine test and the
 * view test both walk: choose a warehouse, add products (a product already in the order adds 1),
 * remove one, set the shipping and the status, tick 'Paid in full', submit. Each state knows what
 * the order must show and, after a submit, what body the server must receive.
 */
import { assign, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { OrderProduct } from '../../../src/api/common/order-products';
import type { Minor } from '../../../src/domain/money';
import type { Percent } from '../../../src/domain/percent';

export const warehouses = [
  { id: 'w-main', name: 'Main' },
  { id: 'w-second', name: 'Secondary' },
];
export const suppliers = [{ id: 's-karachi', name: 'Karachi Traders' }];

/** A laptop at 100.00 with VAT 15%, and a mouse at 4.50 untaxed. */
export const laptop: OrderProduct = { id: 'p-laptop', name: 'Dell Inspiron 15 Laptop', code: 'DL-INS15', variants: [], scannedVariant: null, cost: 10_000 as Minor, pricing: { price: 18_500 as Minor }, taxRate: 15_000 as Percent, taxMethod: 'Exclusive' };
export const mouse: OrderProduct = { id: 'p-mouse', name: 'USB Mouse', code: 'MS-1', variants: [], scannedVariant: null, cost: 450 as Minor, pricing: { price: 900 as Minor }, taxRate: 0 as Percent, taxMethod: 'Exclusive' };
export const productsByCode: Record<string, OrderProduct> = { [laptop.code]: laptop, [mouse.code]: mouse };

export interface PurchaseModelContext {
  warehouse: string;
  status: 'Received' | 'Pending';
  /** Quantity by product code, in the order they were added. */
  lines: [string, number][];
  shipping: number;
  paidInFull: boolean;
  /** What the last submit was refused for, or null. */
  refusal: 'Please select a warehouse' | 'Please add at least one product.' | null;
}

export type PurchaseModelEvent =
  | { type: 'warehouse'; id: string }
  | { type: 'add'; code: string }
  | { type: 'remove'; code: string }
  | { type: 'shipping'; text: string }
  | { type: 'status'; status: 'Pending' }
  | { type: 'paidInFull' }
  | { type: 'submit' };

const MAX_QUANTITY = 2;
const quantityOf = (context: PurchaseModelContext, code: string) => context.lines.find(([line]) => line === code)?.[1] ?? 0;

/** The person's side: what they can do, bounded so the paths are finite. */
export const purchaseModelMachine = setup({
  types: { context: {} as PurchaseModelContext, events: {} as PurchaseModelEvent },
  guards: {
    canAdd: ({ context, event }) => event.type === 'add' && quantityOf(context, event.code) < MAX_QUANTITY,
    canRemove: ({ context, event }) => event.type === 'remove' && quantityOf(context, event.code) > 0,
    hasNoWarehouse: ({ context }) => context.warehouse === '',
    hasNoLines: ({ context }) => context.lines.length === 0,
  },
}).createMachine({
  id: 'purchaseModel',
  context: { warehouse: '', status: 'Received', lines: [], shipping: 0, paidInFull: false, refusal: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        warehouse: { guard: ({ context }) => context.warehouse === '', actions: assign({ warehouse: ({ event }) => event.id, refusal: null }) },
        add: {
          guard: 'canAdd',
          actions: assign({
            lines: ({ context, event }) =>
              quantityOf(context, event.code) > 0 ? context.lines.map(([code, quantity]) => [code, code === event.code ? quantity + 1 : quantity] as [string, number]) : [...context.lines, [event.code, 1]],
            refusal: null,
          }),
        },
        remove: { guard: 'canRemove', actions: assign({ lines: ({ context, event }) => context.lines.filter(([code]) => code !== event.code) }) },
        shipping: { guard: ({ context }) => context.shipping === 0, actions: assign({ shipping: 550 }) },
        status: { guard: ({ context }) => context.status === 'Received', actions: assign({ status: 'Pending' }) },
        paidInFull: { guard: ({ context }) => !context.paidInFull, actions: assign({ paidInFull: true }) },
        submit: [
          { guard: 'hasNoWarehouse', actions: assign({ refusal: 'Please select a warehouse' }) },
          { guard: 'hasNoLines', actions: assign({ refusal: 'Please add at least one product.' }) },
          { target: 'saved' },
        ],
      },
    },
    saved: { type: 'final' },
  },
});

export const modelEvents: PurchaseModelEvent[] = [
  { type: 'warehouse', id: 'w-second' },
  { type: 'add', code: laptop.code },
  { type: 'add', code: mouse.code },
  { type: 'remove', code: laptop.code },
  { type: 'shipping', text: '5.50' },
  { type: 'status', status: 'Pending' },
  { type: 'paidInFull' },
  { type: 'submit' },
];

export function purchaseFormModel() {
  return createTestModel(purchaseModelMachine, { events: modelEvents });
}

/** Half away from zero on positive amounts. */
const rounded = (value: number) => Math.round(value);

/**
 * The oracle, worked out without src/domain: each line is quantity × cost plus its tax, the grand
 * total the sum plus shipping; the body as docs/api.md#the-calls names its fields, in major units.
 */
export function expectedOrder(context: PurchaseModelContext) {
  const lines = context.lines.map(([code, quantity]) => {
    const product = productsByCode[code]!;
    const net = quantity * product.cost;
    const tax = rounded((net * product.taxRate) / 100_000);
    return { product, quantity, tax, subtotal: net + tax };
  });
  const total = lines.reduce((sum, line) => sum + line.subtotal, 0);
  return { lines, total, grandTotal: total + context.shipping };
}

export function expectedBody(context: PurchaseModelContext) {
  const order = expectedOrder(context);
  return {
    warehouse: context.warehouse,
    supplier: null,
    purchaseStatus: context.status,
    orderTax: 0,
    discount: 0,
    shippingCost: context.shipping / 100,
    note: '',
    products: order.lines.map((line) => ({
      productId: line.product.id,
      productCode: line.product.code,
      quantity: line.quantity,
      productCost: line.product.cost / 100,
      discount: 0,
      taxRate: line.product.taxRate / 1000,
      tax: line.tax / 100,
      subTotal: line.subtotal / 100,
    })),
    total: order.grandTotal / 100,
    paidInFull: context.paidInFull,
  };
}
