import { afterEach } from 'vitest';

// The mutation runs use Node without a DOM (much faster than jsdom per mutant); the machines that
// remember a session or hidden columns only need localStorage from the browser.
if (typeof globalThis.localStorage === 'undefined') {
  const items = new Map<string, string>();
  globalThis.localStorage = {
    get length() { return items.size; },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => { items.delete(key); },
    setItem: (key, value) => { items.set(key, String(value)); },
  };
}

afterEach(() => localStorage.clear());
