// `npm run lint`: the layers of DESIGN.md, checked on every import. Only architecture rules live
// here (no style rules), so a landing fails for a wrong dependency, never for formatting.
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';

/** A policy: files of layer `from` may import files of the layers `to` (only types when `typesOnly`). */
const allow = (from, to, typesOnly = false) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } }, ...(typesOnly ? { dependency: { kind: 'type' } } : {}) },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'reports/**', 'test-results/**', 'playwright-report/**', '.stryker-tmp/**', 'bench/.work/**', 'data/**'] },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true } },
      'boundaries/elements': [
        { type: 'domain', pattern: 'src/domain', mode: 'folder' },
        { type: 'machines', pattern: 'src/machines', mode: 'folder' },
        { type: 'views', pattern: 'src/views', mode: 'folder' },
        { type: 'api', pattern: 'src/api', mode: 'folder' },
        { type: 'styles', pattern: 'src/styles', mode: 'folder' },
        { type: 'entry', pattern: 'src/main.tsx', mode: 'file' },
        { type: 'server', pattern: 'server', mode: 'folder' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            // src/domain is shared by the browser and the server: it imports nothing else of ours.
            allow('domain', ['domain']),
            allow('api', ['api', 'domain']),
            // Machines talk to the server through src/api and never know how they are drawn.
            allow('machines', ['machines', 'api', 'domain']),
            // Views reach the server only through machines: a view may name the shape of the data
            // src/api answers (a type-only import) but never call it.
            allow('views', ['views', 'machines', 'styles', 'domain']),
            allow('views', ['api'], true),
            allow('styles', ['styles']),
            allow('entry', ['views', 'machines', 'api', 'styles', 'domain']),
            // The server never runs browser code.
            allow('server', ['server', 'domain']),
          ],
        },
      ],
    },
  },
);
