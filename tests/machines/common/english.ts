import type { MessageDescriptor } from '@lingui/core';
import type { ShownText } from '../../../src/machines/common/notifications';

/**
 * A machine's text as it reads in English: the server's words as they are, a message of the catalogs with its
 * values put in (a value that is itself a message, a list's noun, in its English too). Machines run without
 * catalogs (docs/i18n.md#machines), so their tests read the English the descriptor carries.
 */
export function englishOf(text: ShownText): string {
  if (typeof text === 'string') return text;
  const values = (text as MessageDescriptor).values ?? {};
  return (text.message ?? text.id).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    return typeof value === 'object' && value !== null ? englishOf(value as ShownText) : String(value);
  });
}

/** The messages a form shows under its fields, in English: a machine's fieldErrors as a person reads them (a field without one left out). */
export function englishOfEach(errors: Readonly<Record<string, ShownText | undefined>>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).flatMap(([field, text]) => (text ? [[field, englishOf(text)]] : [])));
}
