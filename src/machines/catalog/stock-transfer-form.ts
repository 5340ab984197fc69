/**
 * Add Stock Transfer (docs/screens.md#stock-transfers): the record form machine with the
 * transfer's definition. From and To pick among the active warehouses; the lines are the products
 * the one product search finds (docs/decisions/053-one-product-search.md: by name or code among
 * every product, or scanned), each with its quantity, removed by the form's own edits. A product with
 * sizes found without naming one asks which size, as the order forms do (needsVariant); each size is a
 * line of its own and moves that size's stock (docs/decisions/021-warehouses-and-variants.md). Sent and
 * received at once, so a saved transfer is not edited: after a save the form goes back to the list.
 */
import { stockTransferInputSchema } from '../../domain/stock-transfer.schemas';
import { screens } from '../../domain/screens';
import { compact, numberFromText, presentText } from '../common/form-values';
import { recordFormMachine, type RecordFormDefinition, type RecordFormSnapshot } from '../common/record-form.machine';
import type { OrderProduct } from '../../api/common/order-products';
import { needsVariant } from '../common/order-lines.machine';
import type { FoundProduct } from '../common/product-search.machine';

/**
 * A line as the form holds it: the product's id, its size's item code (null for a product without
 * sizes), its name, size and code as shown, and the quantity as typed; `key` keeps a row's widgets
 * across removals.
 */
export interface TransferLineRow {
  key: number;
  product: string;
  variant: string | null;
  name: string;
  quantity: string;
}

/** A product with sizes found without naming one: the form asks which size gets the quantity. */
export interface TransferSizeChoice {
  product: { id: string; name: string; code: string; variants: readonly { itemCode: string; name: string }[] };
  quantity: number;
}

export type StockTransferValues = {
  date: string;
  fromWarehouse: string;
  toWarehouse: string;
  note: string;
  lines: TransferLineRow[];
  /** The size question, while it is asked. */
  sizeChoice: TransferSizeChoice | null;
  nextKey: number;
  /** The line the last product found went to: `*3` in the search box makes it 3. */
  lastAdded: number | null;
};

export type StockTransferEdit =
  | { kind: 'line.found'; product: string; variant: string | null; name: string; quantity: number }
  | { kind: 'line.size.ask'; choice: TransferSizeChoice }
  | { kind: 'line.size.choose'; itemCode: string }
  | { kind: 'line.size.cancel' }
  | { kind: 'line.remove'; index: number }
  | { kind: 'line.quantity'; index: number; value: string }
  | { kind: 'line.last.quantity'; quantity: number };

/** A line's name: 'T-Shirt (SH-1)', and its size after the code as the server's sentences name it: 'T-Shirt (SH-1) M'. */
function lineName(product: { name: string; code: string }, size: string | null): string {
  return size === null ? `${product.name} (${product.code})` : `${product.name} (${product.code}) ${size}`;
}

/** What the search found becomes a line, or the size question for a product with sizes found without one. */
function foundEdit(found: FoundProduct, quantity: number): StockTransferEdit {
  // The catalog's search (catalogProductSearch) finds OrderProducts: each size with its name.
  const product = found as OrderProduct;
  if (needsVariant(product)) return { kind: 'line.size.ask', choice: { product: { id: product.id, name: product.name, code: product.code, variants: product.variants }, quantity } };
  const size = product.variants.find((variant) => variant.itemCode === product.scannedVariant) ?? null;
  return { kind: 'line.found', product: product.id, variant: size?.itemCode ?? null, name: lineName(product, size?.name ?? null), quantity };
}

/** A quantity as the line's box shows it: a product found again adds to its line, whatever was typed there. */
const plus = (typed: string, more: number) => (/^\d+$/.test(typed.trim()) ? String(Number(typed.trim()) + more) : String(more));

export const stockTransferFormDefinition: RecordFormDefinition<StockTransferValues, StockTransferEdit> = {
  source: { resource: 'stock-transfers' },
  schema: stockTransferInputSchema,
  pickers: ['warehouses'],
  empty: (_options, today) => ({ date: today, fromWarehouse: '', toWarehouse: '', note: '', lines: [], sizeChoice: null, nextKey: 0, lastAdded: null }),
  // A transfer is never edited (docs/screens.md#stock-transfers); an edit form has nothing to read.
  fromRecord: () => ({ date: '', fromWarehouse: '', toWarehouse: '', note: '', lines: [], sizeChoice: null, nextKey: 0, lastAdded: null }),
  productSearch: {
    chosen: foundEdit,
    quantityTyped: (quantity) => ({ kind: 'line.last.quantity', quantity }),
  },
  toBody: (values) =>
    compact({
      date: presentText(values.date),
      fromWarehouse: presentText(values.fromWarehouse),
      toWarehouse: presentText(values.toWarehouse),
      lines: values.lines.map((line) => compact({ product: presentText(line.product), variant: line.variant ?? undefined, quantity: numberFromText(line.quantity) })),
      note: values.note,
    }),
  linked: { fromWarehouse: ['toWarehouse'] },
  applyEdit(values, edit) {
    switch (edit.kind) {
      case 'line.found': {
        // One line per product and size (the server refuses one twice): found again, its line takes the quantity too.
        const at = values.lines.findIndex((line) => line.product === edit.product && line.variant === edit.variant);
        if (at >= 0) {
          const lines = values.lines.map((line, index) => (index === at ? { ...line, quantity: plus(line.quantity, edit.quantity) } : line));
          return { values: { ...values, lines, lastAdded: lines[at]!.key }, fields: [`lines.${at}.quantity`, 'lines'] };
        }
        const line = { key: values.nextKey, product: edit.product, variant: edit.variant, name: edit.name, quantity: String(edit.quantity) };
        return { values: { ...values, lines: [...values.lines, line], nextKey: values.nextKey + 1, lastAdded: line.key }, fields: [`lines.${values.lines.length}.quantity`, 'lines'] };
      }
      case 'line.size.ask':
        return { values: { ...values, sizeChoice: edit.choice }, fields: [] };
      case 'line.size.choose': {
        const { product, quantity } = values.sizeChoice!;
        const size = product.variants.find((variant) => variant.itemCode === edit.itemCode)!;
        const found = { kind: 'line.found' as const, product: product.id, variant: size.itemCode, name: lineName(product, size.name), quantity };
        return stockTransferFormDefinition.applyEdit!({ ...values, sizeChoice: null }, found, {});
      }
      case 'line.size.cancel':
        return { values: { ...values, sizeChoice: null }, fields: [] };
      case 'line.remove':
        return { values: { ...values, lines: values.lines.filter((_, index) => index !== edit.index) }, fields: ['lines'] };
      case 'line.quantity':
      case 'line.last.quantity': {
        const target = edit.kind === 'line.quantity' ? edit.index : values.lines.findIndex((line) => line.key === values.lastAdded);
        const value = edit.kind === 'line.quantity' ? edit.value : String(edit.quantity);
        const lines = values.lines.map((line, index) => (index === target ? { ...line, quantity: value } : line));
        return { values: { ...values, lines }, fields: [`lines.${target}.quantity`, 'lines'] };
      }
    }
  },
  allowsEdit: (values, edit) => {
    switch (edit.kind) {
      case 'line.remove':
      case 'line.quantity':
        return edit.index < values.lines.length;
      case 'line.last.quantity':
        return values.lines.some((line) => line.key === values.lastAdded);
      case 'line.size.choose':
        return values.sizeChoice?.product.variants.some((variant) => variant.itemCode === edit.itemCode) ?? false;
      case 'line.size.cancel':
        return values.sizeChoice !== null;
      default:
        return true;
    }
  },
  messages: { created: 'Stock transfer saved: the stock has moved.', updated: 'Stock transfer saved: the stock has moved.', failed: 'Failed to save the stock transfer. Please try again.' },
  afterAdd: { navigate: screens.stockTransferList.path },
  afterEdit: { navigate: screens.stockTransferList.path },
};

export const stockTransferFormMachine = recordFormMachine(stockTransferFormDefinition);

/** The size question the form asks, or null (the view reads it, as the order forms read selectVariantChoice). */
export const selectTransferSizeChoice = (snapshot: RecordFormSnapshot) => (snapshot.context.values as StockTransferValues).sizeChoice ?? null;
