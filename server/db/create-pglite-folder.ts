/**
 * Child process of openPglite (server/db/client.ts): creates a new PGlite data folder (initdb, the
 * migrations, and the demo shop when asked), then exits, taking its WebAssembly memory with it.
 * Reads only the variables openPglite passes; its stdout lines are the server's progress.
 */
import { loadPglite } from './client';
import { seedDemoShop } from '../seed/demo';

const folder = process.env.SHOPDESK_PGLITE_FOLDER;
if (!folder) throw new Error('SHOPDESK_PGLITE_FOLDER is not set');
const demoUploadDir = process.env.SHOPDESK_DEMO_UPLOAD_DIR;

const pglite = await loadPglite();
const client = await pglite.create(folder, process.env.SHOPDESK_PGLITE_SYNC !== 'off');
await pglite.applyMigrations(client);
if (demoUploadDir && (await seedDemoShop(pglite.toDatabase(client), demoUploadDir))) {
  console.log('Added the demo shop (SEED=none leaves a new database empty).');
}
// A clean shutdown ends with a checkpoint that syncs every file (with sync on).
await client.close();
