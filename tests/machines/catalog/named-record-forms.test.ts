import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { brandFormMachine, categoryFormMachine, taxFormDefinition, taxFormMachine, unitFormDefinition, unitFormMachine } from '../../../src/machines/catalog/named-record-forms';
import type { RecordFormMachine } from '../../../src/machines/common/record-form.machine';
import { fakeServer } from '../fake-server';

afterEach(() => vi.unstubAllGlobals());

/** Edit Unit and Edit Tax (docs/screens.md#products): a stored record as the form shows it. */
describe('a stored unit in Edit Unit', () => {
  const shown = (record: Record<string, unknown>) => unitFormDefinition.fromRecord({ code: 'box', name: 'Box', ...record } as never, {});

  it('keeps its operator and value, and shows * and 1 where the record has none', () => {
    expect(shown({ operator: '/', operationValue: 12 })).toMatchObject({ operator: '/', operationValue: '12' });
    expect(shown({ operator: '', operationValue: undefined })).toMatchObject({ operator: '*', operationValue: '1' });
  });
});

describe('a stored tax in Edit Tax', () => {
  it('shows its rate, 0 included, and an empty box for none', () => {
    expect(taxFormDefinition.fromRecord({ name: 'No Tax', rate: 0 } as never, {})).toEqual({ name: 'No Tax', rate: '0' });
    expect(taxFormDefinition.fromRecord({ name: 'VAT' } as never, {})).toEqual({ name: 'VAT', rate: '' });
  });
});

/** The forms' own actors (none replaced): each reads its own record (docs/api.md#the-calls). */
describe('the named-record forms read their own resource', () => {
  it.each([
    { screen: 'Edit Category', machine: categoryFormMachine, resource: 'categories' },
    { screen: 'Edit Brand', machine: brandFormMachine, resource: 'brands' },
    { screen: 'Edit Unit', machine: unitFormMachine, resource: 'units' },
    { screen: 'Edit Tax', machine: taxFormMachine, resource: 'taxes' },
  ] as { screen: string; machine: RecordFormMachine; resource: string }[])('$screen reads GET /api/$resource/{id}', async ({ machine, resource }) => {
    const server = fakeServer({ [`GET /api/${resource}/r1`]: { _id: 'r1', name: 'Stored' }, [`GET /api/${resource}`]: [] });
    const actor = createActor(machine, { input: { id: 'r1' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(server.seen.map((request) => request.call)).toContain(`GET /api/${resource}/r1`);
    expect(actor.getSnapshot().context.values.name).toBe('Stored');
    actor.stop();
  });
});
