/**
 * Child process of openPglite (server/db/client.ts): creates a new PGlite data folder (initdb, the
 * migrations, and the demo shop when asked), then exits, taking its WebAssembly memory with it.
 * Its whole configuration is the one command-line argument openPglite passes (JSON of
 * PgliteFolderConfig); it reads no environment. Its stdout lines are the server's progress.
 */
import { loadPglite, type PgliteFolderConfig } from './client';
import { seedDemoShop } from '../seed/demo';

function configFrom(argument: string | undefined): PgliteFolderConfig {
  const parsed: unknown = argument ? JSON.parse(argument) : undefined;
  if (typeof parsed !== 'object' || parsed === null || !('folder' in parsed) || typeof parsed.folder !== 'string' || !('sync' in parsed) || typeof parsed.sync !== 'boolean') {
    throw new Error('create-pglite-folder: expected one argument, JSON {"folder": string, "sync": boolean, "demoUploadDir"?: string}');
  }
  const demoUploadDir = 'demoUploadDir' in parsed && typeof parsed.demoUploadDir === 'string' ? parsed.demoUploadDir : undefined;
  return { folder: parsed.folder, sync: parsed.sync, demoUploadDir };
}

async function createPgliteFolder(config: PgliteFolderConfig): Promise<void> {
  const pglite = await loadPglite();
  const client = await pglite.create(config.folder, config.sync);
  await pglite.applyMigrations(client);
  if (config.demoUploadDir && (await seedDemoShop(pglite.toDatabase(client), config.demoUploadDir))) {
    console.log('Added the demo shop (SEED=none leaves a new database empty).');
  }
  // A clean shutdown ends with a checkpoint that syncs every file (with sync on).
  await client.close();
}

await createPgliteFolder(configFrom(process.argv[2]));
