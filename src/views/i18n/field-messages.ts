import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REQUIRED_MESSAGE } from '../../domain/record-fields';
import { PRODUCTS_REQUIRED_MESSAGE, PURCHASE_WAREHOUSE_REQUIRED_MESSAGE, SALE_REQUIRED_MESSAGE, SAME_WAREHOUSE_MESSAGE } from '../../domain/form-messages';

/**
 * The messages under a form's fields as people read them (docs/i18n.md#names-from-src-domain): the schemas of
 * src/domain, shared with the server, check the values and word their findings in English; the forms show the
 * ones a person meets while filling them in from these messages, whose English is the same words. A finding not
 * listed here (one a form cannot produce, or the server's own words) is shown as it came.
 */
const fieldMessages: Readonly<Record<string, MessageDescriptor>> = {
  [REQUIRED_MESSAGE]: msg`This field is required.`,
  [PURCHASE_WAREHOUSE_REQUIRED_MESSAGE]: msg`Please select a warehouse`,
  [PRODUCTS_REQUIRED_MESSAGE]: msg`Please add at least one product.`,
  [SALE_REQUIRED_MESSAGE]: msg`Please fill out all required fields.`,
  [SAME_WAREHOUSE_MESSAGE]: msg`Choose a different warehouse to move the stock to.`,
  'Amount must be a number.': msg`Amount must be a number.`,
  'Amount must not be negative.': msg`Amount must not be negative.`,
  'Amount must be greater than 0.': msg`Amount must be greater than 0.`,
  'Quantity must be a number.': msg`Quantity must be a number.`,
  'Alert quantity must be a number.': msg`Alert quantity must be a number.`,
  'Alert quantity must be a whole number.': msg`Alert quantity must be a whole number.`,
  'Alert quantity must not be negative.': msg`Alert quantity must not be negative.`,
  'Alert quantity is too large.': msg`Alert quantity is too large.`,
  'Promotion price must be lower than the product price.': msg`Promotion price must be lower than the product price.`,
  'Promotion end must not be before its start.': msg`Promotion end must not be before its start.`,
  'Add at least one variant.': msg`Add at least one variant.`,
  'Each variant needs its own name.': msg`Each variant needs its own name.`,
  'Each variant needs its own item code.': msg`Each variant needs its own item code.`,
  'Operation value must be a number.': msg`Operation value must be a number.`,
  'Operation value must be greater than 0.': msg`Operation value must be greater than 0.`,
  'Operation value has at most 4 decimals.': msg`Operation value has at most 4 decimals.`,
  'Code 128 takes letters, digits, spaces and punctuation only.': msg`Code 128 takes letters, digits, spaces and punctuation only.`,
  'Code 39 takes only capital letters A-Z, digits, spaces and - . $ / + %.': msg`Code 39 takes only capital letters A-Z, digits, spaces and - . $ / + %.`,
  'EAN-13 takes 12 digits, or 13 with the check digit.': msg`EAN-13 takes 12 digits, or 13 with the check digit.`,
  'The last digit is not the EAN-13 check digit.': msg`The last digit is not the EAN-13 check digit.`,
  'UPC-A takes 11 digits, or 12 with the check digit.': msg`UPC-A takes 11 digits, or 12 with the check digit.`,
  'The last digit is not the UPC-A check digit.': msg`The last digit is not the UPC-A check digit.`,
};

/** A field's message in the person's language; one the catalogs do not hold is shown as it came. */
export function fieldMessageText(i18n: I18n, english: string): string {
  const message = fieldMessages[english];
  return message ? i18n._(message) : english;
}
