import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CUSTOMER_GROUPS } from '../../domain/customers.schemas';

/**
 * The customer groups as docs/screens.md#customers names them, in the person's language (docs/i18n.md#names-from-src-domain):
 * the API speaks 'Regular' and 'Premium'; the form and the list show these.
 */
const groupNames: Readonly<Record<(typeof CUSTOMER_GROUPS)[number], MessageDescriptor>> = {
  Regular: msg`Regular Customer`,
  Premium: msg`Premium Customer`,
};

/** A group from the wire in the person's language; one the screens do not know is shown as it came. */
export function customerGroupName(i18n: I18n, group: string): string {
  const name = groupNames[group as (typeof CUSTOMER_GROUPS)[number]];
  return name ? i18n._(name) : group;
}
