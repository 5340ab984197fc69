import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import { PURCHASE_IMPORT_COLUMNS } from '../../../src/domain/purchase-import';
import { purchaseImportMachine } from '../../../src/machines/purchases/purchase-import.machine';
import { choices, csvFile, importedAnswer, invoice, rowRefusal } from './purchase-import.model';
import { englishOfEach } from '../common/english';

// Kept apart from purchase-import.test.ts: Stryker's --incremental reuses a test file's results only
// while the file is unchanged (the Vitest runner reports no test locations).


describe('Import Purchase: an attachment taken back, and a refusal that names the choices', () => {
  async function readyImport(answer: unknown) {
    const machine = purchaseImportMachine.provide({
      actors: {
        loadChoices: fromPromise(async () => ({ ok: true, data: choices })) as never,
        readFile: fromPromise(async () => ({ columns: [...PURCHASE_IMPORT_COLUMNS], rowCount: 2 })) as never,
        uploadImport: fromPromise(async () => answer) as never,
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'import.warehouse.choose', warehouse: 'w-main' });
    actor.send({ type: 'import.file.choose', file: csvFile });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    return actor;
  }

  it('an accepted import is the end of the screen: the success message, then the new purchase', async () => {
    const actor = await readyImport(importedAnswer);
    const emitted: EventObject[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.send({ type: 'import.submit' });
    await waitFor(actor, (snapshot) => !snapshot.matches('uploading'));
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([
      { type: 'notify', kind: 'success', message: 'Purchase import submitted successfully!', place: 'layout' },
      { type: 'navigate', to: '/purchase/edit/p-1' },
    ]);
  });

  it('removing the attachment leaves none and no message', async () => {
    const actor = await readyImport(null);
    actor.send({ type: 'import.attachment.choose', file: invoice });
    actor.send({ type: 'import.attachment.choose', file: null });
    expect(actor.getSnapshot().context.attachment).toBeNull();
    expect(englishOfEach(actor.getSnapshot().context.fieldErrors)).toEqual({});
  });

  it("puts the server's words about the warehouse and the attachment under them, and lists only the rows' problems", async () => {
    const refusal = {
      ok: false,
      status: 400,
      message: 'Nothing was imported.',
      issues: [
        { path: 'warehouse', message: 'There is no warehouse w-main.' },
        { path: 'attachment', message: 'The attachment is not a PDF.' },
        ...rowRefusal.issues,
      ],
    };
    const actor = await readyImport(refusal);
    actor.send({ type: 'import.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    const { context } = actor.getSnapshot();
    expect(englishOfEach(context.fieldErrors)).toEqual({ warehouse: 'There is no warehouse w-main.', attachment: 'The attachment is not a PDF.' });
    expect(context.problems).toEqual(rowRefusal.issues);
    expect(context.message).toBe('Nothing was imported.');
  });
});
