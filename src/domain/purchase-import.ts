/** Import Purchase (docs/screens.md#purchases and #messages and docs/api.md#records-and-their-fields): the columns, the messages and the sample file. */
import * as v from 'valibot';

/** docs/api.md#records-and-their-fields: all required, in this order. */
export const PURCHASE_IMPORT_COLUMNS = ['product_code', 'quantity', 'purchase_unit', 'product_cost', 'discount', 'tax_name'] as const;
/** After them, optionally: the size or colour bought, by item code or name (docs/decisions/021-warehouses-and-variants.md). */
export const PURCHASE_IMPORT_VARIANT_COLUMN = 'variant';

/** 10,000 rows must import within 10 s (docs/api.md#imports); twice that is still one purchase a person can read. */
export const MAX_PURCHASE_IMPORT_ROWS = 20_000;
export const MAX_IMPORT_QUANTITY = 1_000_000;

export const WAREHOUSE_REQUIRED_MESSAGE = 'Warehouse is required';
export const CSV_REQUIRED_MESSAGE = 'CSV file is required';
export const FILL_REQUIRED_MESSAGE = 'Please fill in all required fields';
export const PURCHASE_IMPORTED_MESSAGE = 'Purchase import submitted successfully!';

/** docs/screens.md#purchases: what the optional attachment may be. */
export const ATTACHMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;

/**
 * The name a purchase's attachment downloads under: its reference and the stored file's type
 * ('PR-000012.pdf'), since the stored name is only the content's hash.
 */
export function attachmentFileName(reference: string, attachment: string): string {
  const extension = /\.([a-z]+)$/.exec(attachment)?.[1];
  return extension ? `${reference}.${extension}` : reference;
}

export const PURCHASE_IMPORT_SAMPLE_NAME = 'purchase_import_sample.csv';

/** The sample download: the header and two lines a shop can overwrite (codes of the demo shop). */
export const PURCHASE_IMPORT_SAMPLE = `${PURCHASE_IMPORT_COLUMNS.join(',')}\n9780132350884,10,Piece,28.50,0,No Tax\n2000000000343,24,Piece,3.20,1.50,VAT 5%\n`;

export const purchaseImportAnswerSchema = v.object({
  success: v.literal(true),
  message: v.string(),
  /** Lines written. */
  imported: v.number(),
  purchase: v.object({ _id: v.string(), reference: v.string() }),
});
export type PurchaseImportAnswer = v.InferOutput<typeof purchaseImportAnswerSchema>;
