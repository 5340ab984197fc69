import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { supplierFormMachine } from '../../../src/machines/purchases/supplier-form';
import { fakeServer } from '../fake-server';

afterEach(() => vi.unstubAllGlobals());

const karachiTraders = { _id: 's-karachi', name: 'Karachi Traders', companyName: 'Karachi Traders Ltd', email: 'orders@karachi.example', phone: '021-1234567', address: '5 Tariq Road', city: 'Karachi', country: 'Pakistan' };

describe('Edit Supplier against the server', () => {
  it('reads GET /api/suppliers/{id} and PUTs the supplier to the same id', async () => {
    const server = fakeServer({ 'GET /api/suppliers/s-karachi': karachiTraders, 'PUT /api/suppliers/s-karachi': karachiTraders });
    const actor = createActor(supplierFormMachine, { input: { id: 's-karachi' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.values).toMatchObject({ name: 'Karachi Traders', city: 'Karachi' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(server.seen.map((request) => request.call)).toEqual(['GET /api/suppliers/s-karachi', 'PUT /api/suppliers/s-karachi']);
    expect(server.seen[1]!.body).toEqual({ name: 'Karachi Traders', companyName: 'Karachi Traders Ltd', email: 'orders@karachi.example', phone: '021-1234567', address: '5 Tariq Road', city: 'Karachi', country: 'Pakistan' });
  });
});
