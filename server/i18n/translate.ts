import type { Context } from 'hono';
import { languageFromBrowser, textDirectionOf, type Language } from '../../src/domain/languages';
import { urdu } from './urdu';
import { urduWords } from './urdu-words';
import { listIn, wordIn, type Words } from './words';

/**
 * The server's messages in the caller's language (docs/i18n.md#the-servers-messages,
 * docs/decisions/057-server-messages-by-english-key.md): the English text is the key, as in the browser's
 * catalogs; a key's `{0}`, `{1}`… stand for what the code put there (a name, a count, a shorter message).
 */
const tables: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>>> = { ur: urdu };
const wordsOf: Readonly<Record<Exclude<Language, 'en'>, Words>> = { ur: urduWords };

interface Pattern {
  matcher: RegExp;
  translation: string;
  /** The letters outside placeholders: when two keys match, the one that says more is meant. */
  fixed: number;
}

const PLACEHOLDER = /\{(\d+)\}/g;
/** A translation's placeholder: `{0}` a value translated when it is a message of the table, `{0:word}` a word, `{0:list}` a list of them. */
export const TYPED_PLACEHOLDER = /\{(\d+)(?::(word|list))?\}/g;
const escape = (text: string) => text.replace(/[.*+?^$()[\]\\|{}]/g, '\\$&');

function patternsOf(table: Readonly<Record<string, string>>): Pattern[] {
  return Object.entries(table)
    .filter(([key]) => /\{\d+\}/.test(key))
    .map(([key, translation]) => {
      const order = [...key.matchAll(PLACEHOLDER)].map((match) => Number(match[1]));
      const source = key
        .split(PLACEHOLDER)
        .map((part, index) => (index % 2 === 0 ? escape(part) : `(?<p${part}>[\\s\\S]*?)`))
        .join('');
      if (new Set(order).size !== order.length) throw new Error(`Message key with a placeholder twice: ${key}`);
      return { matcher: new RegExp(`^${source}$`), translation, fixed: key.replace(PLACEHOLDER, '').length };
    })
    .sort((a, b) => b.fixed - a.fixed);
}

const compiled = new Map<Language, Pattern[]>();

/**
 * A message in a language: its own translation when the table has the message word for word, else the first
 * key that matches it with placeholders, each filled with what stood there, itself translated when it is one
 * of the table's messages (a reason inside a sentence). A message the table lacks stays English.
 */
export function translateMessage(message: string, language: Language, depth = 0): string {
  if (language === 'en') return message;
  const table = tables[language];
  const exact = table[message];
  if (exact !== undefined) return exact;
  if (depth > 2) return message;
  let patterns = compiled.get(language);
  if (!patterns) compiled.set(language, (patterns = patternsOf(table)));
  for (const { matcher, translation } of patterns) {
    const found = matcher.exec(message);
    if (!found) continue;
    const values = found.groups ?? {};
    return translation.replace(TYPED_PLACEHOLDER, (_, index: string, type: 'word' | 'list' | undefined) =>
      valueIn(values[`p${index}`] ?? '', type, language, depth + 1),
    );
  }
  return message;
}

/**
 * A placeholder's value in a language, by the type its translation gives it (docs/i18n.md#words-inside-a-message).
 * A value kept as it came (a name, a code, an amount) in a right-to-left sentence sits between first-strong
 * isolates, so "'Kilogram': 1" keeps its order instead of taking the Urdu around it (docs/right-to-left.md).
 */
function valueIn(value: string, type: 'word' | 'list' | undefined, language: Exclude<Language, 'en'>, depth: number): string {
  const words = wordsOf[language];
  const kept = (text: string) => (textDirectionOf(language) === 'rtl' && text !== '' ? `\u2068${text}\u2069` : text);
  const asMessage = (text: string) => {
    const translated = translateMessage(text, language, depth);
    return translated === text ? kept(text) : translated;
  };
  if (type === 'word') return wordIn(words, value) ?? kept(value);
  if (type === 'list') return listIn(words, value, (part) => wordIn(words, part) ?? asMessage(part));
  return asMessage(value);
}

/** The Accept-Language header's languages, most wanted first (its q weights; `*` and q=0 left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The caller's language: the signed-in person's own (users.language), else what their browser asks for. */
export function callersLanguage(c: Context): Language {
  const user = c.get('user') as { language?: Language } | undefined;
  return user?.language ?? languageFromBrowser(acceptedLanguages(c.req.header('accept-language')));
}

/** A message the API answers, in the caller's language. */
export function inCallersLanguage(c: Context, message: string): string {
  return translateMessage(message, callersLanguage(c));
}
