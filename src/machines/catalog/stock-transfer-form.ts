/**
 * Add Stock Transfer (docs/screens.md#stock-transfers): the record form machine with the
 * transfer's definition. From and To pick among the active warehouses; the lines are the products
 * the one product search finds (docs/decisions/053-one-product-search.md: by name or code among
 * every product, or scanned), each with its quantity, removed by the form's own edits. Sent and
 * received at once, so a saved transfer is not edited: after a save the form goes back to the list.
 */
import { stockTransferInputSchema } from '../../domain/stock-transfer.schemas';
import { screens } from '../../domain/screens';
import { compact, numberFromText, presentText } from '../common/form-values';
import { recordFormMachine, type RecordFormDefinition } from '../common/record-form.machine';

/** A line as the form holds it: the product's id, its name and code as shown, and the quantity as typed; `key` keeps a row's widgets across removals. */
export interface TransferLineRow {
  key: number;
  product: string;
  name: string;
  quantity: string;
}

export type StockTransferValues = {
  date: string;
  fromWarehouse: string;
  toWarehouse: string;
  note: string;
  lines: TransferLineRow[];
  nextKey: number;
  /** The line the last product found went to: `*3` in the search box makes it 3. */
  lastAdded: number | null;
};

export type StockTransferEdit =
  | { kind: 'line.found'; product: string; name: string; quantity: number }
  | { kind: 'line.remove'; index: number }
  | { kind: 'line.quantity'; index: number; value: string }
  | { kind: 'line.last.quantity'; quantity: number };

/** A quantity as the line's box shows it: a product found again adds to its line, whatever was typed there. */
const plus = (typed: string, more: number) => (/^\d+$/.test(typed.trim()) ? String(Number(typed.trim()) + more) : String(more));

export const stockTransferFormDefinition: RecordFormDefinition<StockTransferValues, StockTransferEdit> = {
  source: { resource: 'stock-transfers' },
  schema: stockTransferInputSchema,
  pickers: ['warehouses'],
  empty: (_options, today) => ({ date: today, fromWarehouse: '', toWarehouse: '', note: '', lines: [], nextKey: 0, lastAdded: null }),
  // A transfer is never edited (docs/screens.md#stock-transfers); an edit form has nothing to read.
  fromRecord: () => ({ date: '', fromWarehouse: '', toWarehouse: '', note: '', lines: [], nextKey: 0, lastAdded: null }),
  productSearch: {
    chosen: (product, quantity) => ({ kind: 'line.found', product: product.id, name: `${product.name} (${product.code})`, quantity }),
    quantityTyped: (quantity) => ({ kind: 'line.last.quantity', quantity }),
  },
  toBody: (values) =>
    compact({
      date: presentText(values.date),
      fromWarehouse: presentText(values.fromWarehouse),
      toWarehouse: presentText(values.toWarehouse),
      lines: values.lines.map((line) => compact({ product: presentText(line.product), quantity: numberFromText(line.quantity) })),
      note: values.note,
    }),
  linked: { fromWarehouse: ['toWarehouse'] },
  applyEdit(values, edit) {
    switch (edit.kind) {
      case 'line.found': {
        // One line per product (the server refuses a product twice): found again, its line takes the quantity too.
        const at = values.lines.findIndex((line) => line.product === edit.product);
        if (at >= 0) {
          const lines = values.lines.map((line, index) => (index === at ? { ...line, quantity: plus(line.quantity, edit.quantity) } : line));
          return { values: { ...values, lines, lastAdded: lines[at]!.key }, fields: [`lines.${at}.quantity`, 'lines'] };
        }
        const line = { key: values.nextKey, product: edit.product, name: edit.name, quantity: String(edit.quantity) };
        return { values: { ...values, lines: [...values.lines, line], nextKey: values.nextKey + 1, lastAdded: line.key }, fields: [`lines.${values.lines.length}.quantity`, 'lines'] };
      }
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
  allowsEdit: (values, edit) =>
    edit.kind === 'line.remove' || edit.kind === 'line.quantity'
      ? edit.index < values.lines.length
      : edit.kind !== 'line.last.quantity' || values.lines.some((line) => line.key === values.lastAdded),
  messages: { created: 'Stock transfer saved: the stock has moved.', updated: 'Stock transfer saved: the stock has moved.', failed: 'Failed to save the stock transfer. Please try again.' },
  afterAdd: { navigate: screens.stockTransferList.path },
  afterEdit: { navigate: screens.stockTransferList.path },
};

export const stockTransferFormMachine = recordFormMachine(stockTransferFormDefinition);
