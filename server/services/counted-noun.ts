/** "12 products", "1 product": a count with its noun, for the messages the API answers. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
