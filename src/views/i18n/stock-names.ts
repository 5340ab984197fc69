import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdjustmentMode } from '../../domain/stock.schemas';
import { ADJUSTMENT_REASON_NAMES } from '../../machines/catalog/stock-adjustment.machine';

/**
 * The stock dialog's modes and a history row's reason as people read them (docs/i18n.md#names-from-src-domain):
 * src/domain keeps the codes the API speaks; the adjustment reasons are the stock machine's own messages
 * (ADJUSTMENT_REASON_NAMES), which its toast names too.
 */
export const adjustmentModeNames: Readonly<Record<AdjustmentMode, MessageDescriptor>> = {
  count: msg`Set to counted quantity`,
  add: msg`Add (+)`,
  remove: msg`Remove (−)`,
};

const movementReasonNames: Readonly<Record<string, MessageDescriptor>> = {
  ...ADJUSTMENT_REASON_NAMES,
  purchase: msg`Purchase`,
  sale: msg`Sale`,
  'sale-return': msg`Sale return`,
  'purchase-return': msg`Purchase return`,
  transfer: msg`Transfer`,
};

/** A movement's reason from the wire in the person's language; a reason the screens do not know is shown as it came. */
export function movementReasonName(i18n: I18n, reason: string): string {
  const name = movementReasonNames[reason];
  return name ? i18n._(name) : reason;
}
