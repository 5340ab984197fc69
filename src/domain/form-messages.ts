/**
 * The sentences the document forms' own checks say, in English (docs/screens.md). Kept apart from the schemas that
 * use them so a screen can translate them (src/views/i18n/field-messages.ts) without loading every document's schemas:
 * the POS would otherwise carry the purchase and sale schemas (docs/quality.md#budgets).
 */
export const PURCHASE_WAREHOUSE_REQUIRED_MESSAGE = 'Please select a warehouse';
export const PRODUCTS_REQUIRED_MESSAGE = 'Please add at least one product.';
export const SALE_REQUIRED_MESSAGE = 'Please fill out all required fields.';
export const SAME_WAREHOUSE_MESSAGE = 'Choose a different warehouse to move the stock to.';
