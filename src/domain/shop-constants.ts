/**
 * The business constants of docs/screens.md#choices-and-reference-data (and the option lists of section 3) that are domain
 * facts, shared by the server's validation, the seed data and the screens. Timings (toasts,
 * redirects) are not here: they belong to the machines. Each list is in the order docs/screens.md#choices-and-reference-data gives,
 * and each default is named beside its list.
 */

import type { Currency } from './currencies';
import type { TimeZone } from './time-zones';

/** The list is src/domain/currencies.ts (with each one's sign for formatMoney, docs/decisions/005-one-money-formatter.md). */
export const DEFAULT_CURRENCY: Currency = 'Pakistani Rupee';

export const CURRENCY_POSITIONS = ['Prefix', 'Suffix'] as const;
export type CurrencyPosition = (typeof CURRENCY_POSITIONS)[number];
export const DEFAULT_CURRENCY_POSITION: CurrencyPosition = 'Prefix';

// The list is src/domain/time-zones.ts. General Setting's Time Zone is optional with no default (docs/screens.md#settings); Asia/Karachi is listed first and goes with the default Rupee.
export const DEFAULT_TIME_ZONE: TimeZone = 'Asia/Karachi';

/**
 * The payment methods that pay into an account (all but Deposit). General Setting names an account
 * for each, or none (null or left out: the default account); docs/money-and-payments.md,
 * "Methods and accounts". Here, not beside the settings schema, so that the POS reads the list
 * without loading General Setting's whole schema (bench/RESULTS.md section 1).
 */
export const ACCOUNT_PAYMENT_METHODS = ['Cash', 'Card', 'Paypal', 'Cheque', 'GiftCard'] as const;
export type AccountPaymentMethod = (typeof ACCOUNT_PAYMENT_METHODS)[number];

export const STAFF_ACCESS_LEVELS = ['All Records', 'Own Records', 'Limited Access'] as const;
export type StaffAccess = (typeof STAFF_ACCESS_LEVELS)[number];
export const DEFAULT_STAFF_ACCESS: StaffAccess = 'All Records';

export const INVOICE_FORMATS = ['Standard', 'Detailed', 'Simple'] as const;
export type InvoiceFormat = (typeof INVOICE_FORMATS)[number];
export const DEFAULT_INVOICE_FORMAT: InvoiceFormat = 'Standard';

export const DATE_FORMATS = ['dd-mm-yyyy', 'mm-dd-yyyy', 'yyyy-mm-dd'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'dd-mm-yyyy';

/** Exclusive adds the product tax to the price; Inclusive extracts it from the price (docs/decisions/006-one-pricing-module.md). */
export const TAX_METHODS = ['Exclusive', 'Inclusive'] as const;
export type TaxMethod = (typeof TAX_METHODS)[number];
export const DEFAULT_TAX_METHOD: TaxMethod = 'Exclusive';

/** Product type (docs/api.md#records-and-their-fields); only Standard products hold stock that sales must not overdraw. */
export const PRODUCT_TYPES = ['Standard', 'Digital', 'Service'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const DEFAULT_PRODUCT_TYPE: ProductType = 'Standard';

export const BARCODE_SYMBOLOGIES = ['Code 128', 'Code 39', 'EAN-13', 'UPC-A'] as const;
export type BarcodeSymbology = (typeof BARCODE_SYMBOLOGIES)[number];
export const DEFAULT_BARCODE_SYMBOLOGY: BarcodeSymbology = 'Code 128';

/** How a unit converts to its base unit: base quantity = quantity * value, or quantity / value. */
export const UNIT_OPERATORS = ['*', '/'] as const;
export type UnitOperator = (typeof UNIT_OPERATORS)[number];
export const DEFAULT_UNIT_OPERATOR: UnitOperator = '*';

/** The largest page a list answers: screens use PAGE_SIZES, exports read the filtered list in pages of this. */
export const MAX_LIST_PAGE_SIZE = 1000;

export const PAGE_SIZES = [10, 25, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** 10 MB (docs/screens.md#products, Image upload). */
export const MAX_IMAGE_SIZE_BYTES = 10_485_760;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
