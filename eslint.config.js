// `npm run lint`: the layers of docs/architecture.md#layers, checked on every import. Only architecture rules live
// here (no style rules), so a landing fails for a wrong dependency, never for formatting.
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import noTextOutsideCatalogs from './eslint/no-text-outside-catalogs.js';

/** A policy: files of layer `from` may import files of the layers `to`. */
const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

/**
 * The files whose every user-visible text comes from the message catalogs (docs/i18n.md#the-checks): a string
 * literal a person could read is refused there. That is every file of src/views.
 */
const inTheCatalogs = ['src/views/**/*.{ts,tsx}'];

const layers = [
  // src/domain is shared by the browser and the server: it imports nothing else of ours.
  allow('domain', ['domain']),
  allow('api', ['api', 'domain']),
  // The one client of src/api names the route table's routes and reads their types: a type-only import,
  // erased from the browser bundle (docs/decisions/048-a-typed-client-from-the-route-table.md).
  { ...allow('api', ['server']), dependency: { kind: 'type' } },
  // Machines talk to the server through src/api and never know how they are drawn.
  allow('machines', ['machines', 'api', 'domain']),
  // Views reach the server only through machines, and import nothing of src/api, not even a type
  // (the shapes it answers are named through src/machines/common/wire-types.ts or src/domain).
  allow('views', ['views', 'machines', 'styles', 'domain']),
  allow('styles', ['styles']),
  // The server never runs browser code.
  allow('server', ['server', 'domain']),
];

export default tseslint.config(
  // Files may keep disable comments for rules of other tools' configs; this config only checks layers.
  { linterOptions: { reportUnusedDisableDirectives: 'off' } },
  { ignores: ['dist/**', 'build/**', 'node_modules/**', 'reports/**', 'test-results/**', 'playwright-report/**', '.stryker-tmp/**', 'bench/.work/**', 'data/**'] },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true } },
      'boundaries/elements': [
        { type: 'domain', pattern: 'src/domain' },
        { type: 'machines', pattern: 'src/machines' },
        { type: 'views', pattern: 'src/views' },
        { type: 'api', pattern: 'src/api' },
        { type: 'styles', pattern: 'src/styles' },
        { type: 'server', pattern: 'server' },
      ],
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies: layers }] },
  },
  {
    files: inTheCatalogs,
    languageOptions: { parser: tseslint.parser },
    plugins: { shopdesk: { rules: { 'no-text-outside-catalogs': noTextOutsideCatalogs } } },
    rules: { 'shopdesk/no-text-outside-catalogs': 'error' },
  },
  {
    // Unused imports and variables (an underscore marks one left unused on purpose).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'tests/**/*.{ts,tsx}', 'bench/**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none' }],
    },
  },
);
