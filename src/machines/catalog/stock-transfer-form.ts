/**
 * Add Stock Transfer (docs/screens.md#stock-transfers): the record form machine with the
 * transfer's definition. From and To pick among the active warehouses, each line a product that
 * keeps stock and a quantity; lines are added and removed by the form's own edits. Sent and
 * received at once, so a saved transfer is not edited: after a save the form goes back to the list.
 */
import { stockTransferInputSchema } from '../../domain/stock-transfer.schemas';
import { screens } from '../../domain/screens';
import { compact, numberFromText, presentText } from '../common/form-values';
import { recordFormMachine, type PickerLists, type RecordFormDefinition } from '../common/record-form.machine';

/** A line as the form holds it: the product's id and the quantity as typed; `key` keeps a row's widgets across removals. */
export interface TransferLineRow {
  key: number;
  product: string;
  quantity: string;
}

export type StockTransferValues = { date: string; fromWarehouse: string; toWarehouse: string; note: string; lines: TransferLineRow[]; nextKey: number };

export type StockTransferEdit =
  | { kind: 'line.add' }
  | { kind: 'line.remove'; index: number }
  | { kind: 'line.product'; index: number; value: string }
  | { kind: 'line.quantity'; index: number; value: string };

/** Only Standard products keep stock: the others are not offered. */
export function transferableProducts(options: PickerLists) {
  return (options.products ?? []).filter((option) => option.record.productType === 'Standard');
}

const emptyLine = (key: number): TransferLineRow => ({ key, product: '', quantity: '1' });

export const stockTransferFormDefinition: RecordFormDefinition<StockTransferValues, StockTransferEdit> = {
  source: { resource: 'stock-transfers' },
  schema: stockTransferInputSchema,
  pickers: ['warehouses', 'products'],
  empty: (_options, today) => ({ date: today, fromWarehouse: '', toWarehouse: '', note: '', lines: [emptyLine(0)], nextKey: 1 }),
  // A transfer is never edited (docs/screens.md#stock-transfers); an edit form has nothing to read.
  fromRecord: () => ({ date: '', fromWarehouse: '', toWarehouse: '', note: '', lines: [], nextKey: 0 }),
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
      case 'line.add':
        return { values: { ...values, lines: [...values.lines, emptyLine(values.nextKey)], nextKey: values.nextKey + 1 }, fields: [] };
      case 'line.remove':
        return { values: { ...values, lines: values.lines.filter((_, index) => index !== edit.index) }, fields: ['lines'] };
      case 'line.product':
      case 'line.quantity': {
        const field = edit.kind === 'line.product' ? 'product' : 'quantity';
        const lines = values.lines.map((line, index) => (index === edit.index ? { ...line, [field]: edit.value } : line));
        return { values: { ...values, lines }, fields: [`lines.${edit.index}.${field}`, 'lines'] };
      }
    }
  },
  allowsEdit: (values, edit) => edit.kind !== 'line.remove' || (values.lines.length > 1 && edit.index < values.lines.length),
  messages: { created: 'Stock transfer saved: the stock has moved.', updated: 'Stock transfer saved: the stock has moved.', failed: 'Failed to save the stock transfer. Please try again.' },
  afterAdd: { navigate: screens.stockTransferList.path },
  afterEdit: { navigate: screens.stockTransferList.path },
};

export const stockTransferFormMachine = recordFormMachine(stockTransferFormDefinition);
