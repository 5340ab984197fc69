/**
 * `npm run lint:messages` (part of `npm test`, docs/i18n.md#the-checks): the catalogs hold exactly the
 * messages the code uses, and every one of them is translated into every language.
 *
 * It collects the messages from the code with Lingui's own extractor (as `npm run i18n:extract` does) and
 * compares them with src/locales without writing anything. It fails when a message in the code is missing
 * from a catalog, when a catalog keeps a message the code no longer has, or when a language lacks a
 * translation. Exits 1 with each message named.
 */
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { relative } from 'node:path';

const config = getConfig({ cwd: process.cwd() });
const problems: string[] = [];

for (const catalog of await getCatalogs(config)) {
  const inCode = await catalog.collect();
  if (!inCode) throw new Error(`Could not collect the messages of ${catalog.path}.`);
  const texts = (ids: Iterable<string>, from: Record<string, { message?: string }>) => [...ids].map((id) => `    "${from[id]?.message ?? id}"`).join('\n');
  for (const locale of config.locales) {
    if (locale === config.pseudoLocale) continue;
    const file = relative(process.cwd(), catalog.getFilename(locale));
    const stored = (await catalog.read(locale)) ?? {};
    const missing = Object.keys(inCode).filter((id) => !(id in stored));
    if (missing.length) problems.push(`${file} lacks ${missing.length} message(s) of the code (run npm run i18n:extract):\n${texts(missing, inCode)}`);
    const obsolete = Object.keys(stored).filter((id) => !(id in inCode));
    if (obsolete.length) problems.push(`${file} keeps ${obsolete.length} message(s) no code uses (run npm run i18n:extract):\n${texts(obsolete, stored)}`);
    if (locale === config.sourceLocale) continue;
    const untranslated = Object.keys(inCode).filter((id) => id in stored && !stored[id]!.translation?.trim());
    if (untranslated.length) problems.push(`${file} has no translation for ${untranslated.length} message(s):\n${texts(untranslated, inCode)}`);
  }
}

if (problems.length) {
  console.error(`The message catalogs do not match the code (docs/i18n.md#the-checks):\n\n${problems.join('\n\n')}`);
  process.exit(1);
}
console.log('Message catalogs: every message of the code is in every catalog and translated.');
