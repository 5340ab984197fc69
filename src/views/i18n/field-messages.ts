import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ShownText } from '../../machines/common/notifications';
import { shownText } from './shown-text';
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
  // The dialogs' own checks (src/machines) and the schemas they share with the server; tests/views/i18n/field-messages.test.ts
  // holds each key to the constant it stands for.
  'Choose a size.': msg`Choose a size.`,
  'Choose an account.': msg`Choose an account.`,
  'Choose the account the refund goes through.': msg`Choose the account the refund goes through.`,
  'A deposit is more than 0.': msg`A deposit is more than 0.`,
  'The amount is more than what is due.': msg`The amount is more than what is due.`,
  'The amount must be more than 0.': msg`The amount must be more than 0.`,
  'Enter a quantity to return on at least one line.': msg`Enter a quantity to return on at least one line.`,
  'Enter a whole number.': msg`Enter a whole number.`,
  'Enter a whole number from 0 to 1,000,000.': msg`Enter a whole number from 0 to 1,000,000.`,
  'Enter a whole number from 1 to 1,000,000.': msg`Enter a whole number from 1 to 1,000,000.`,
  'Enter a whole number from 1.': msg`Enter a whole number from 1.`,
  'The file could not be read as CSV.': msg`The file could not be read as CSV.`,
  'The file has no rows under its header.': msg`The file has no rows under its header.`,
  'New Password and Confirm Password do not match.': msg`New Password and Confirm Password do not match.`,
  'Enter the amount paid.': msg`Enter the amount paid.`,
  'Choose the account the payment goes into.': msg`Choose the account the payment goes into.`,
  'Enter the cheque number.': msg`Enter the cheque number.`,
  'Enter the gift card number.': msg`Enter the gift card number.`,
};

/**
 * A field's message in the person's language: a machine's own as its message of the catalogs (shownText), English
 * words of src/domain by the table above; one the catalogs do not hold (the server's words) is shown as it came.
 */
export function fieldMessageText(i18n: I18n, text: ShownText): string {
  if (typeof text !== 'string') return shownText(i18n, text);
  const message = fieldMessages[text];
  return message ? i18n._(message) : text;
}

/** A dialog machine's messages under its fields (its context's fieldErrors), each in the person's language. */
export function shownFieldErrors<Field extends string>(i18n: I18n, errors: Partial<Record<Field, ShownText>>): Partial<Record<Field, string>> {
  return Object.fromEntries(Object.entries<ShownText | undefined>(errors).map(([field, error]) => [field, error === undefined ? error : fieldMessageText(i18n, error)])) as Partial<Record<Field, string>>;
}

/** The English keys, for the test that holds them to src/domain's and src/machines' constants. */
export const fieldMessageKeys: readonly string[] = Object.keys(fieldMessages);
