/**
 * A new Idempotency-Key: 128 random bits as hex after a prefix that says what it is for. From
 * getRandomValues, which works on plain http too, where randomUUID does not.
 */
export function randomKey(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${prefix}-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
