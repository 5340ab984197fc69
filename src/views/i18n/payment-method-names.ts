import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SALE_PAYMENT_METHODS } from '../../domain/sales.schemas';

type PaymentMethod = (typeof SALE_PAYMENT_METHODS)[number];

/**
 * Payment methods as people read them (docs/i18n.md#names-from-src-domain): the API and src/domain speak
 * 'Cash', 'GiftCard'; the screens, receipts and shift reports show these messages.
 */
const methodNames: Readonly<Record<PaymentMethod, MessageDescriptor>> = {
  Cash: msg`Cash`,
  Card: msg`Card`,
  Paypal: msg`Paypal`,
  Cheque: msg`Cheque`,
  GiftCard: msg`Gift card`,
  Deposit: msg`Deposit`,
};

/** A method from the wire in the person's language; one the screens do not know is shown as it came. */
export function paymentMethodName(i18n: I18n, method: string): string {
  const name = methodNames[method as PaymentMethod];
  return name ? i18n._(name) : method;
}
