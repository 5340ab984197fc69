/**
 * `npm run lint:messages` (in `npm test`, docs/i18n.md#the-servers-messages): every message the server answers is
 * marked with `en` (server/i18n/english.ts), or is a sentence of src/domain, and is translated in server/i18n/urdu.ts,
 * and that table keeps no message the code no longer has.
 *
 * It reads the server's code with TypeScript's parser. A marked message is its key, each `${…}` a `{0}`, `{1}`…
 * in order. A sentence written without the mark (text with a space that starts with a capital letter or a
 * quote and ends with '.', '?' or '!', or with a sentence and then a placeholder) is a message that would answer in English: that fails too, except the
 * route table's own words (a route's description, summary or effect, which document the API) and what goes
 * to the log or into a defect's Error. Exits 1 naming each problem with its file.
 */
import ts from 'typescript';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TYPED_PLACEHOLDER } from '../server/i18n/translate';
import { urdu } from '../server/i18n/urdu';

const root = process.cwd();
const folders = ['server/auth', 'server/http', 'server/routes', 'server/services'];
/**
 * Not answered to a person in a request: the Node server's refusals of a request it could not read (no caller
 * known yet), the start-up's port check, and the OpenAPI document's prose (docs/api.md).
 */
const notAnswered = ['server/http/listen.ts', 'server/http/port-check.ts', 'server/routes/openapi.ts', 'server/routes/api-reference'];
const documentation = new Set(['description', 'summary', 'title', 'effect', 'example']);
const toLog = /(^|\.)(log|warn|error|info|debug)$|^console\./;

function looksLikeSentence(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.includes(' ') && /[.?!]$|[.?!] \{\d+\}$/.test(trimmed) && /^[A-Z'"{]/.test(trimmed);
}

function filesIn(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (notAnswered.some((skipped) => relative(root, path).startsWith(skipped))) return [];
    if (statSync(path).isDirectory()) return filesIn(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** The key of a marked template: its text with `{0}`, `{1}`… where its values go. */
function keyOf(template: ts.TemplateLiteral): string {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return template.text;
  return template.templateSpans.reduce((key, span, index) => `${key}{${index}}${span.literal.text}`, template.head.text);
}

const marked = new Map<string, string>();
const unmarked: string[] = [];

/*
 * src/domain is shared with the browser and cannot import the server's `en`; its sentences reach callers as the
 * schemas' findings and the domain's refusals, so each one is read as marked (a defect's `new Error` aside).
 */
const shared = filesIn(join(root, 'src/domain'));

for (const file of [...shared, ...folders.flatMap((folder) => filesIn(join(root, folder)))]) {
  const where = relative(root, file);
  const isShared = shared.includes(file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const mark = (key: string) => {
    if (!marked.has(key)) marked.set(key, where);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    // The route table's own words and the log are the server's, not messages; src/domain has neither.
    if (!isShared && ts.isPropertyAssignment(node) && documentation.has(node.name.getText())) return;
    if (!isShared && ts.isVariableDeclaration(node) && /Description$/.test(node.name.getText())) return;
    if (!isShared && ts.isCallExpression(node) && toLog.test(node.expression.getText())) return;
    if (ts.isNewExpression(node) && /^(Error|TypeError|RangeError)$/.test(node.expression.getText())) return;
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'en') {
      mark(keyOf(node.template));
      if (ts.isTemplateExpression(node.template)) node.template.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = keyOf(node);
    if (text !== undefined && looksLikeSentence(text)) {
      if (isShared) mark(text);
      else unmarked.push(`    ${where}: ${JSON.stringify(text)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const problems: string[] = [];
if (unmarked.length) problems.push(`${unmarked.length} message(s) written without en\`…\` (server/i18n/english.ts):\n${unmarked.join('\n')}`);
const untranslated = [...marked].filter(([key]) => !urdu[key]?.trim());
if (untranslated.length) problems.push(`server/i18n/urdu.ts lacks ${untranslated.length} message(s):\n${untranslated.map(([key, where]) => `    ${where}: ${JSON.stringify(key)}`).join('\n')}`);
const stale = Object.keys(urdu).filter((key) => !marked.has(key));
if (stale.length) problems.push(`server/i18n/urdu.ts keeps ${stale.length} message(s) no code marks:\n${stale.map((key) => `    ${JSON.stringify(key)}`).join('\n')}`);
// A translation's placeholder may name its type ({0:word}, {0:list}: docs/i18n.md#words-inside-a-message).
const placeholders = (text: string) => [...text.matchAll(TYPED_PLACEHOLDER)].map((match) => `{${match[1]}}`).sort().join();
const mismatched = Object.entries(urdu).filter(([key, translation]) => placeholders(key) !== placeholders(translation));
if (mismatched.length) problems.push(`server/i18n/urdu.ts has translations whose placeholders differ from their key's:\n${mismatched.map(([key]) => `    ${JSON.stringify(key)}`).join('\n')}`);

if (problems.length) {
  console.error(`The server's messages do not match their translations (docs/i18n.md#the-servers-messages):\n\n${problems.join('\n\n')}`);
  process.exit(1);
}
console.log(`Server messages: all ${marked.size} marked and translated into Urdu.`);
