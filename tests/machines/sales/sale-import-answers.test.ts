import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import { SALE_REQUIRED_MESSAGE } from '../../../src/domain/sales.schemas';
import { IMPORT_FAILED_MESSAGE } from '../../../src/machines/common/csv-import.machine';
import { saleImportMachine } from '../../../src/machines/sales/sale-import.machine';
import { choices } from './sale-form.model';
import { badRows, imported, saleCsv } from './sale-import.model';
import { englishOfEach } from '../common/english';

// Kept apart from sale-import.test.ts: Stryker's --incremental reuses a test file's results only while the
// file is unchanged (the Vitest runner reports no test locations).

describe('Import Sale: every required choice, and a refusal that names them', () => {
  async function filledImport(answer: unknown) {
    const machine = saleImportMachine.provide({
      actors: {
        loadChoices: fromPromise(async () => ({ ok: true, data: choices })) as never,
        readFile: fromPromise(async () => ({ columns: ['product_code', 'quantity', 'unit_price'], rowCount: 2 })) as never,
        uploadImport: fromPromise(async () => answer) as never,
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'import.field.change', name: 'customer', value: 'c-bilal' });
    actor.send({ type: 'import.field.change', name: 'warehouse', value: 'w-main' });
    actor.send({ type: 'import.field.change', name: 'biller', value: 'b-main' });
    actor.send({ type: 'import.file.choose', file: saleCsv });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    return actor;
  }

  it('an accepted import is the end of the screen: its message, then the new sale', async () => {
    const actor = await filledImport(imported);
    const emitted: EventObject[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.send({ type: 'import.submit' });
    await waitFor(actor, (snapshot) => !snapshot.matches('uploading'));
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([
      { type: 'notify', kind: 'success', place: 'layout', message: 'Imported SL-000007 with 2 lines.' },
      { type: 'navigate', to: '/sale/edit/s-7' },
    ]);
  });

  it('the sale status is required too (docs/screens.md#sales): emptied, it is marked and nothing is sent', async () => {
    const actor = await filledImport(imported);
    actor.send({ type: 'import.field.change', name: 'saleStatus', value: '' });
    actor.send({ type: 'import.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(englishOfEach(actor.getSnapshot().context.fieldErrors)).toEqual({ saleStatus: SALE_REQUIRED_MESSAGE });
    actor.send({ type: 'import.field.change', name: 'saleStatus', value: 'Pending' });
    actor.send({ type: 'import.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
  });

  it("puts the server's words about the customer, warehouse and status under them, lists the rows' problems, and says the import failed when it gave no message", async () => {
    const refusal = {
      ok: false,
      status: 400,
      message: '',
      issues: [
        { path: 'customer', message: 'There is no customer c-bilal.' },
        { path: 'warehouse', message: 'There is no warehouse w-main.' },
        { path: 'saleStatus', message: 'saleStatus must be one of Completed, Pending, Canceled.' },
        ...badRows.issues,
      ],
    };
    const actor = await filledImport(refusal);
    actor.send({ type: 'import.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    const { context } = actor.getSnapshot();
    expect(englishOfEach(context.fieldErrors)).toEqual({
      customer: 'There is no customer c-bilal.',
      warehouse: 'There is no warehouse w-main.',
      saleStatus: 'saleStatus must be one of Completed, Pending, Canceled.',
    });
    expect(context.problems).toEqual(badRows.issues);
    expect(context.message).toBe(IMPORT_FAILED_MESSAGE);
  });
});
