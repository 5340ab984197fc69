import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentStatus } from '../../domain/payment-status';
import type { PurchaseStatus } from '../../domain/purchase.schemas';
import type { SalePaymentStatus, SaleStatus } from '../../domain/sales.schemas';

type DocumentStatus = PaymentStatus | PurchaseStatus | SaleStatus | SalePaymentStatus;

/**
 * The statuses of sales, purchases and their payments as people read them (docs/i18n.md#names-from-src-domain):
 * src/domain keeps the English words the API speaks; the screens show these messages.
 */
const statusNames: Readonly<Record<DocumentStatus, MessageDescriptor>> = {
  Completed: msg`Completed`,
  Pending: msg`Pending`,
  Canceled: msg`Canceled`,
  Received: msg`Received`,
  Ordered: msg`Ordered`,
  Due: msg`Due`,
  Partial: msg`Partial`,
  Paid: msg`Paid`,
};

/** A status from the wire in the person's language; a word the screens do not know is shown as it came. */
export function statusName(i18n: I18n, status: string): string {
  const name = statusNames[status as DocumentStatus];
  return name ? i18n._(name) : status;
}
