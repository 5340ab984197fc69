/**
 * Marks a message the API answers (docs/i18n.md#the-servers-messages): it builds the English text as a plain
 * template would, and scripts/check-server-messages.ts finds every use of it, so each has its translation in
 * server/i18n/urdu.ts. Each `${…}` is a placeholder, `{0}`, `{1}`… in order, in the table's key.
 */
export function en(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((text, part, index) => text + String(values[index - 1]) + part);
}
