/**
 * The words the API's messages put inside their sentences (docs/i18n.md#words-inside-a-message): a record's kind
 * ('Sale not found.'), a count with its noun ('Deleted 3 products.'), a document's status ('… RS-1 is Pending.') and
 * a list of reasons ('is used by 2 products and is the parent of 1 category'). A language's table marks the
 * placeholder that holds one (`{0:word}`, `{0:list}`) and gives these words in its own tongue (server/i18n/urdu-words.ts);
 * every other value stays as it came, so a name the shop entered is never translated.
 */
import type { PurchaseStatus } from '../../src/domain/purchase.schemas';
import type { SaleStatus } from '../../src/domain/sales.schemas';

/** Each noun with its English plural. */
export const englishNouns = {
  account: 'accounts',
  biller: 'billers',
  brand: 'brands',
  category: 'categories',
  cell: 'cells',
  customer: 'customers',
  'customer group': 'customer groups',
  line: 'lines',
  movement: 'movements',
  'number block': 'number blocks',
  other: 'others',
  payment: 'payments',
  product: 'products',
  purchase: 'purchases',
  'purchase line': 'purchase lines',
  return: 'returns',
  sale: 'sales',
  'sale line': 'sale lines',
  'sale or purchase line': 'sale or purchase lines',
  shift: 'shifts',
  shortfall: 'shortfalls',
  'stock movement': 'stock movements',
  'stock transfer': 'stock transfers',
  supplier: 'suppliers',
  tax: 'taxes',
  till: 'tills',
  transfer: 'transfers',
  unit: 'units',
  'user account': 'user accounts',
  warehouse: 'warehouses',
} as const;

export type Noun = keyof typeof englishNouns;
export type DocumentStatus = SaleStatus | PurchaseStatus;

/** What a language says for the words of this file. */
export interface Words {
  nouns: Readonly<Record<Noun, { one: string; other: string }>>;
  statuses: Readonly<Record<DocumentStatus, string>>;
  /** What joins the parts of a list ('a and b'). */
  and: string;
}

const isNoun = (text: string): text is Noun => Object.hasOwn(englishNouns, text);

export function pluralOf(noun: Noun): string {
  return englishNouns[noun];
}

/** "12 products", "1 product". */
export function countOf(count: number, noun: Noun): string {
  return `${count} ${count === 1 ? noun : pluralOf(noun)}`;
}

/** "Product", for the start of a sentence. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const AND = ' and ';

/** The parts of a `{n:list}` placeholder as English joins them; each part is a message of the table or a word. */
export function listOf(parts: readonly string[]): string {
  return parts.join(AND);
}

/**
 * A word of this file in a language, or undefined when the text is none: a noun (either case of its first
 * letter, one or many), a count with its noun, or a status.
 */
export function wordIn(words: Words, text: string): string | undefined {
  const counted = /^(\d[\d,]*) (.+)$/.exec(text);
  if (counted) {
    const noun = nounIn(words, counted[2]!);
    return noun === undefined ? undefined : `${counted[1]} ${noun}`;
  }
  if (Object.hasOwn(words.statuses, text)) return words.statuses[text as DocumentStatus];
  return nounIn(words, text);
}

function nounIn(words: Words, text: string): string | undefined {
  const lower = text.charAt(0).toLowerCase() + text.slice(1);
  if (isNoun(lower)) return words.nouns[lower].one;
  const plural = Object.entries(englishNouns).find(([, english]) => english === lower);
  return plural ? words.nouns[plural[0] as Noun].other : undefined;
}

/** A `{n:list}` value in a language: split where English joined it, each part translated by `part`. */
export function listIn(words: Words, text: string, part: (text: string) => string): string {
  return text.split(AND).map(part).join(words.and);
}
