import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { getProduct } from '../../api/catalog/catalog';
import { acceptedData, type ApiResult } from '../../api/common/http';
import type { BarcodeSymbology } from '../../domain/shop-constants';
import { addMoney, parseMoney, type Minor } from '../../domain/money';
import type { Product } from '../../domain/product.schemas';
import type { MessageDescriptor } from '@lingui/core';
import type { ShownText } from '../common/notifications';

export const MIN_LABELS = 1;
// A few A4 sheets of 3 × 8 labels; more is a job for a label printer's own software.
export const MAX_LABELS = 120;
export const DEFAULT_LABELS = 24;

export interface LabelSheetContext {
  id: string;
  product: Product | null;
  count: number;
  loadError: ShownText | null;
}

export const PRODUCT_GONE_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'label-sheet.product-gone', message: 'This product no longer exists.' };
export const PRODUCT_LOAD_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'label-sheet.load-failed', message: 'Could not load the product. Check the connection and try again.' };

export type LabelSheetEvent = { type: 'labels.count.change'; count: number } | { type: 'labels.print' } | { type: 'labels.retry' };

/** One label as printed: what it names, its price and the code a scanner reads from it. */
export interface PriceLabel {
  key: string;
  name: string;
  price: Minor;
  code: string;
  symbology: BarcodeSymbology;
}

/**
 * The labels of a product (docs/screens.md#products, Print Labels): its own, or one per size for a
 * product with sizes: 'T-Shirt (M)', the price with the size's extra, and the size's own barcode in the
 * product's symbology, else `{code}-{itemCode}` in Code 128 (the only symbology that prints it), which
 * the POS scans as that size.
 */
export function labelsOf(product: Product): PriceLabel[] {
  const price = parseMoney(product.productPrice);
  const symbology = product.barcodeSymbology as BarcodeSymbology;
  if (!product.hasVariant || product.variantList.length === 0) return [{ key: product._id, name: product.productName, price, code: product.productCode, symbology }];
  return product.variantList.map((variant) => ({
    key: `${product._id}:${variant.itemCode}`,
    name: `${product.productName} (${variant.name})`,
    price: addMoney(price, parseMoney(variant.additionalPrice)),
    code: variant.barcode ?? `${product.productCode}-${variant.itemCode}`,
    symbology: variant.barcode ? symbology : 'Code 128',
  }));
}

/** A sheet of price labels for one product, or for each of its sizes (name, price, barcode), printed by the browser. */
export const labelSheetMachine = setup({
  types: { context: {} as LabelSheetContext, events: {} as LabelSheetEvent, input: {} as { id: string } },
  actors: {
    loadProduct: fromPromise<ApiResult<Product>, string>(({ input, signal }) => getProduct(input, signal)),
  },
  actions: {
    // window.print in the app; tests count the calls.
    printSheet: () => window.print(),
  },
  guards: {
    isCountAllowed: ({ event }) => event.type === 'labels.count.change' && Number.isInteger(event.count) && event.count >= MIN_LABELS && event.count <= MAX_LABELS,
  },
}).createMachine({
  id: 'labelSheet',
  context: ({ input }) => ({ id: input.id, product: null, count: DEFAULT_LABELS, loadError: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Print Labels says Loading…',
      invoke: {
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => context.id,
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'ready', actions: assign({ product: ({ event }) => acceptedData(event.output) }) },
          // The server said no: a product deleted since the list was read is gone; any other refusal is a failed read.
          { target: 'failed', actions: assign({ loadError: ({ event }) => (!event.output.ok && event.output.status === 404 ? PRODUCT_GONE_MESSAGE : PRODUCT_LOAD_FAILED_MESSAGE) }) },
        ],
        onError: { target: 'failed', actions: assign({ loadError: PRODUCT_LOAD_FAILED_MESSAGE }) },
      },
    },
    failed: { description: 'Print Labels says why the product could not be loaded, with Retry', on: { 'labels.retry': { description: 'Press Retry', target: 'loading', actions: assign({ loadError: null }) } } },
    ready: {
      description: 'Print Labels shows the sheet of labels and Print',
      on: {
        'labels.count.change': { description: 'Type {count} in Labels', guard: 'isCountAllowed', actions: assign({ count: ({ event }) => event.count }) },
        'labels.print': { description: 'Press Print', actions: 'printSheet' },
      },
    },
  },
});


type LabelSheetSnapshot = SnapshotFrom<typeof labelSheetMachine>;

/** The labels the sheet prints `count` of each: none until the product is read. */
export const selectLabels = (snapshot: LabelSheetSnapshot): PriceLabel[] => (snapshot.context.product ? labelsOf(snapshot.context.product) : []);
