import type { Plugin } from 'vite';

// sonner's module puts its whole stylesheet in a <style> tag from a string when it loads.
const INSERTED_CSS = /\n__insertCSS\("(?:[^"\\]|\\.)*"\);\n/;

/**
 * sonner's stylesheet as a stylesheet: src/views/common/Toaster.tsx imports sonner/dist/styles.css (the
 * same rules, which sonner publishes for this), and this takes out the copy sonner's JavaScript carries
 * as a string and inserts itself. Every screen's JavaScript was 3 KB (gzip) heavier for it, the login's
 * and the till's included (docs/quality.md#budgets). A sonner whose module no longer reads so is left as
 * it is, and the build says so.
 */
export function sonnerStylesheet(): Plugin {
  return {
    name: 'shopdesk-sonner-stylesheet',
    transform(code, id) {
      if (!/\/node_modules\/sonner\/dist\/index\.mjs$/.test(id.split('?')[0]!)) return null;
      if (!INSERTED_CSS.test(code)) {
        this.warn('sonner no longer inserts its stylesheet from a string: check scripts/sonner-stylesheet-plugin.ts.');
        return null;
      }
      return { code: code.replace(INSERTED_CSS, '\n'), map: null };
    },
  };
}
