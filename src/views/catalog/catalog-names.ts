import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductType, TaxMethod } from '../../domain/shop-constants';

/**
 * The catalog's fixed choices as people read them (docs/i18n.md#names-from-src-domain): src/domain keeps the
 * words the API speaks (and its English labels); the screens show these messages, whose English is the same.
 */
export const productTypeNames: Readonly<Record<ProductType, MessageDescriptor>> = { Standard: msg`Standard`, Digital: msg`Digital`, Service: msg`Service` };

export const taxMethodNames: Readonly<Record<TaxMethod, MessageDescriptor>> = { Exclusive: msg`Exclusive`, Inclusive: msg`Inclusive` };

/** Options of a picker over fixed words, each shown by its message. */
export function namedOptions<Value extends string>(i18n: I18n, names: Readonly<Record<Value, MessageDescriptor>>, values: readonly Value[]) {
  return values.map((value) => ({ value, label: i18n._(names[value]) }));
}
