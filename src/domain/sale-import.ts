/** Import Sale (docs/screens.md#sales): the CSV's columns, its sample file, and the form's messages. */

/**
 * In order; product_code, quantity and unit_price are required in every row. `variant` names one of
 * the product's variants, by name or item code (VRT-1).
 */
export const SALE_IMPORT_COLUMNS = ['product_code', 'quantity', 'unit_price', 'discount', 'tax_name', 'variant'] as const;
export const SALE_IMPORT_REQUIRED_COLUMNS = ['product_code', 'quantity', 'unit_price'] as const;

export const SALE_IMPORT_SAMPLE_NAME = 'sale_import_sample.csv';
export const SALE_IMPORT_SAMPLE = 'product_code,quantity,unit_price,discount,tax_name,variant\nDL-INS15,2,18500,500,VAT 10%,\nOPPO-A17,1,24.99,,No Tax,\n';

export const SALE_IMPORT_CSV_REQUIRED = 'CSV file is required';

/** What POST /api/import/sales answers. */
export interface SaleImportAnswer {
  success: true;
  message: string;
  imported: number;
  saleId: string;
  reference: string;
}
