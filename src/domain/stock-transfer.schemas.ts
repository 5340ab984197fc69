/**
 * Stock transfers (docs/screens.md#stock-transfers): a WT-… document moving products from one
 * warehouse to another, sent and received in one step.
 */
import * as v from 'valibot';
import { calendarDateSchema } from './calendar-date';
import { RECORD_ID_PATTERN } from './list.schemas';
import { lineSizeEntries, optionalText, required } from './record-fields';
import { singleLine } from './text.schemas';
import { SAME_WAREHOUSE_MESSAGE } from './form-messages';

export const MAX_TRANSFER_LINES = 500;
export const MAX_TRANSFER_QUANTITY = 1_000_000;
export const TRANSFER_NOTE_MAX_LENGTH = 500;
export const TRANSFER_QUANTITY_MESSAGE = `Enter a whole number from 1 to ${MAX_TRANSFER_QUANTITY.toLocaleString('en-US')}.`;
export { SAME_WAREHOUSE_MESSAGE };

const recordId = (message: string) => v.pipe(v.string(message), v.trim(), v.regex(RECORD_ID_PATTERN, message), v.toLowerCase());

const transferLineSchema = v.strictObject(
  {
    product: required(recordId('Choose a product.')),
    /** The size or colour, by id, item code or name; left out, the product's own stock (docs/decisions/021-warehouses-and-variants.md). */
    variant: v.optional(v.nullable(v.pipe(v.string('A variant is text.'), v.trim(), v.maxLength(100, 'At most 100 characters.'), singleLine()))),
    quantity: required(v.pipe(v.number(TRANSFER_QUANTITY_MESSAGE), v.integer(TRANSFER_QUANTITY_MESSAGE), v.minValue(1, TRANSFER_QUANTITY_MESSAGE), v.maxValue(MAX_TRANSFER_QUANTITY, TRANSFER_QUANTITY_MESSAGE))),
  },
  'A transfer line has product, variant and quantity.',
);

/** `POST /api/stock-transfers`. */
export const stockTransferInputSchema = v.pipe(
  v.strictObject(
    {
      date: required(calendarDateSchema),
      fromWarehouse: required(recordId('Choose the warehouse the stock leaves.')),
      toWarehouse: required(recordId('Choose the warehouse the stock goes to.')),
      lines: required(
        v.pipe(
          v.array(transferLineSchema, 'lines is a list.'),
          v.minLength(1, 'Add at least one product to move.'),
          v.maxLength(MAX_TRANSFER_LINES, `At most ${MAX_TRANSFER_LINES} lines.`),
          // The same size twice (any way it is named) is refused by the server, which knows the sizes.
          v.check((lines) => new Set(lines.map((line) => `${line.product}|${line.variant?.toLowerCase() ?? ''}`)).size === lines.length, 'A product appears twice: put its quantities on one line.'),
        ),
      ),
      note: optionalText(TRANSFER_NOTE_MAX_LENGTH),
    },
    'A stock transfer has date, fromWarehouse, toWarehouse, lines and note.',
  ),
  v.forward(
    v.check((input) => input.fromWarehouse !== input.toWarehouse, SAME_WAREHOUSE_MESSAGE),
    ['toWarehouse'],
  ),
);
export type StockTransferInput = v.InferOutput<typeof stockTransferInputSchema>;

const stockTransferLineAnswerSchema = v.object({
  productId: v.string(),
  productName: v.string(),
  productCode: v.string(),
  /** The size moved (null: the product's own stock), by id, name and item code. */
  ...lineSizeEntries,
  quantity: v.number(),
});

export const stockTransferSchema = v.object({
  _id: v.string(),
  referenceNo: v.string(),
  date: v.string(),
  fromWarehouseId: v.string(),
  fromWarehouse: v.string(),
  toWarehouseId: v.string(),
  toWarehouse: v.string(),
  /** Sent and received in one step. */
  status: v.literal('received'),
  lines: v.array(stockTransferLineAnswerSchema),
  /** Units moved, all lines. */
  totalQuantity: v.number(),
  note: v.string(),
  createdBy: v.nullable(v.string()),
  createdAt: v.string(),
});
export type StockTransfer = v.InferOutput<typeof stockTransferSchema>;
