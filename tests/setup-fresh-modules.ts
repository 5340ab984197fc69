import { vi } from 'vitest';

// The files of a project share one process per worker (and the views one jsdom), not a process each
// (vite.config.ts, `isolate: false`). Each file still starts with the app's own modules loaded anew:
// no module state crosses files, and a file's vi.mock reaches the screens it renders even when an
// earlier file had loaded them. Packages (React, XState, jsdom) stay loaded: that is the time saved.
vi.resetModules();
