import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

// A file that imports one of Lingui's macros; the others never pass through Babel.
const USES_A_MACRO = /from\s+['"]@lingui\/(core|react)\/macro['"]/;

/**
 * Compiles Lingui's macros (`<Trans>`, `t`, `msg`, `plural`) to message ids and plain calls, for the build
 * and for vitest. @vitejs/plugin-react 6 has no Babel step and @rolldown/plugin-babel wants Node 22,
 * so this runs Babel with the macro plugin alone, and only on the files that use a macro
 * (docs/decisions/056-lingui-for-the-message-catalogs.md). TypeScript and JSX stay for Vite's own transform.
 */
export function linguiMacro(): Plugin {
  return {
    name: 'shopdesk-lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || !USES_A_MACRO.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
