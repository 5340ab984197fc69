import { transformAsync, type PluginObj, types as t } from '@babel/core';
import type { Plugin } from 'vite';

// The machines' folder; their transitions and states carry `description`s written for the QA plan.
const IN_MACHINES = /\/src\/machines\/.+\.ts$/;
/**
 * A screen's own machines: their messages show only inside their screen, which renders once its
 * catalog part has arrived (src/views/i18n/catalogs.ts). The session's, the toaster's and the other
 * shared machines may speak before a catalog is there (a login screen after a session ended), so
 * their English stays as the fallback.
 */
const SCREEN_MACHINES = /\/src\/machines\/(accounting|catalog|pos|purchases|reports|returns|sales)\//;

const isWritten = (value: t.Node) => t.isStringLiteral(value) || (t.isTemplateLiteral(value) && value.expressions.length === 0);
const isNamed = (property: t.ObjectProperty, name: string) =>
  !property.computed && ((t.isIdentifier(property.key) && property.key.name === name) || (t.isStringLiteral(property.key) && property.key.value === name));
/** `/*i18n*\/ { id, message }`: a message descriptor the catalogs extract (docs/i18n.md#machines). */
const isMessageDescriptor = (object: t.ObjectExpression) => (object.leadingComments ?? []).some((comment) => comment.value.trim() === 'i18n');

/**
 * Removes `description: '…'` (a string written out, not a value) from an object literal, and with
 * `messagesToo` the English `message` of a message descriptor, which the catalogs hold under its id.
 */
const dropWrittenWords = (messagesToo: boolean): PluginObj => ({
  visitor: {
    ObjectProperty(path) {
      const property = path.node;
      if (isNamed(property, 'description') && isWritten(property.value)) path.remove();
      else if (messagesToo && isNamed(property, 'message') && isWritten(property.value) && path.parentPath.isObjectExpression() && isMessageDescriptor(path.parentPath.node)) path.remove();
    },
  },
});

/**
 * The machines' `description`s are the test plan's words (docs/test-plan.md, docs/architecture.md#machines):
 * the tests and `npm run test:paths` read them from the source, and XState does nothing with them at
 * run time. A screen machine's message descriptors' English `message` is the catalogs' to show (every id
 * is in every catalog, `npm run checks`), as Lingui's macros leave it out of a production build. The
 * production build leaves both out, so a phone does not download them with the till (docs/quality.md#budgets).
 * A description computed from a value (a product's own) is data and stays.
 */
export function machineDescriptionsLeftOut(): Plugin {
  return {
    name: 'shopdesk-machine-descriptions-left-out',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      // A machine with no description may still hold message descriptors (the cart's, the payment's).
      if (!IN_MACHINES.test(file) || !(code.includes('description') || code.includes('/*i18n*/'))) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript'] },
        plugins: [dropWrittenWords(SCREEN_MACHINES.test(file))],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
