import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, waitFor, type AnyActorRef, type EventObject } from 'xstate';
import { accountFormMachine, transferFormMachine } from '../../../src/machines/accounting/account-forms';
import { productFormMachine } from '../../../src/machines/catalog/product-form.machine';
import { generalSettingFormMachine } from '../../../src/machines/settings/general-setting-form';
import { fieldError, fieldValue, formErrors, LOAD_FAILED_MESSAGE, selectNotFound, SUGGEST_FAILED_MESSAGE } from '../../../src/machines/common/record-form.machine';
import { DEFAULT_GENERAL_SETTINGS } from '../../../src/domain/default-general-settings';
import type { GeneralSettings } from '../../../src/domain/settings.schemas';
import { fakeServer } from '../fake-server';
import type { ShownText } from '../../../src/machines/common/notifications';
import { englishOf } from './english';

// The record form with its own actors (none replaced): what it asks the server for (docs/api.md#the-calls) for a catalog record, a document without a read, and a product code, and what it
// makes of the answers.
afterEach(() => vi.unstubAllGlobals());

const cash = { _id: 'a-cash', accountNumber: 'CASH-1', name: 'Cash in Hand', initialBalance: 1500, note: 'The till', isDefault: true, balance: 1500 };
const bank = { _id: 'a-bank', accountNumber: 'BANK-001', name: 'Meezan Bank', initialBalance: 0, note: '', isDefault: false, balance: 2500 };

/** The fields of General Setting's form and body (the record's updatedAt is not one). */
const wireOf = ({ updatedAt: _updatedAt, ...fields }: typeof DEFAULT_GENERAL_SETTINGS) => fields;

function heard(actor: AnyActorRef) {
  const events: string[] = [];
  actor.on('notify', (event: { kind: string; message: ShownText }) => events.push(`${event.kind}: ${englishOf(event.message)}`));
  actor.on('navigate', (event: { to: string }) => events.push(`navigate: ${event.to}`));
  return events;
}

describe('the record form against the server', () => {
  it('Edit Account reads GET /api/accounts/{id}, shows it, and PUTs the whole record to the same id', async () => {
    const server = fakeServer({ 'GET /api/accounts/a-cash': cash, 'PUT /api/accounts/a-cash': { ...cash, note: '' } });
    const actor = createActor(accountFormMachine, { input: { id: 'a-cash' } });
    const events = heard(actor);
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.values).toEqual({ accountNumber: 'CASH-1', name: 'Cash in Hand', initialBalance: '1500.00', note: 'The till' });
    actor.send({ type: 'field.change', name: 'note', value: '' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(server.seen).toEqual([{ call: 'GET /api/accounts/a-cash' }, { call: 'PUT /api/accounts/a-cash', body: { accountNumber: 'CASH-1', name: 'Cash in Hand', initialBalance: 1500, note: '' } }]);
    expect(events).toEqual(['success: Account Updated successfully!', 'navigate: /account/list']);
  });

  it('Add Account POSTs to /api/accounts and reads nothing first', async () => {
    const server = fakeServer({ 'POST /api/accounts': bank });
    const actor = createActor(accountFormMachine, { input: {} });
    const events = heard(actor);
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'field.change', name: 'accountNumber', value: ' BANK-001 ' });
    actor.send({ type: 'field.change', name: 'name', value: 'Meezan Bank' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(server.seen).toEqual([{ call: 'POST /api/accounts', body: { accountNumber: 'BANK-001', name: 'Meezan Bank', initialBalance: 0, note: '' } }]);
    expect(events).toEqual(['success: Account Added successfully!', 'navigate: /account/list']);
  });

  it("an account that does not exist says so in the server's words; a read that fails says to check the connection", async () => {
    fakeServer({ 'GET /api/accounts/a-gone': { status: 404, body: { success: false, message: 'Account not found.' } }, 'GET /api/accounts/a-cash': { status: 500, body: { success: false, message: 'Database unavailable.' } } });
    for (const [id, message, notFound] of [['a-gone', 'Account not found.', true], ['a-cash', LOAD_FAILED_MESSAGE, false]] as const) {
      const actor = createActor(accountFormMachine, { input: { id } }).start();
      await waitFor(actor, (snapshot) => snapshot.matches('loadFailed'));
      expect(actor.getSnapshot().context.loadError).toBe(message);
      expect(selectNotFound(actor.getSnapshot())).toBe(notFound);
      actor.stop();
    }
  });

  it('General Setting reads GET /api/settings and the accounts, stays open after PUT /api/settings showing what was saved, and tells the app', async () => {
    // Record ids as the server makes them (the schema checks their shape).
    const tillId = '00000000-0000-4000-8000-0000000000c1';
    const bankId = '00000000-0000-4000-8000-0000000000b1';
    const settings: GeneralSettings = {
      ...DEFAULT_GENERAL_SETTINGS,
      systemTitle: 'Zaman Traders',
      systemLogo: `/uploads/${'3f'.repeat(32)}.png`,
      currency: 'US Dollar',
      dateFormat: 'yyyy-mm-dd',
      developedBy: '',
      paymentAccounts: { Card: bankId, Cash: null },
    };
    const server = fakeServer({
      'GET /api/settings': settings,
      'GET /api/accounts': [{ ...cash, _id: tillId }, { ...bank, _id: bankId }],
      'PUT /api/settings': (body: unknown) => ({ settings: { ...settings, ...(body as object) } }),
    });
    const told: EventObject[] = [];
    // The app's shop settings, as a listener that keeps what it hears.
    const app = createActor(createMachine({ on: { '*': { actions: ({ event }) => told.push(event) } } })).start();
    const actor = createActor(generalSettingFormMachine, { input: { announceTo: app } });
    const events = heard(actor);
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    // One account picker per payment method: the account General Setting names, or '' for the default account.
    const { paymentAccounts: _chosen, ...fields } = wireOf(settings);
    const methodAccounts = { 'paymentAccounts.Cash': '', 'paymentAccounts.Card': bankId, 'paymentAccounts.Paypal': '', 'paymentAccounts.Cheque': '', 'paymentAccounts.GiftCard': '' };
    // The form holds amounts as the text it shows: the threshold of 0 reads '0.00'.
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'edit', values: { ...fields, ...methodAccounts, cashVarianceThreshold: '0.00' } });
    expect(actor.getSnapshot().context.options.accounts?.map((option) => option.id)).toEqual([tillId, bankId]);
    actor.send({ type: 'field.change', name: 'systemTitle', value: '  Zaman & Sons ' });
    // Cheques to the bank; cards back to the default account.
    actor.send({ type: 'field.change', name: 'paymentAccounts.Cheque', value: bankId });
    actor.send({ type: 'field.change', name: 'paymentAccounts.Card', value: '' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'idle' }) && events.length > 0);
    const paymentAccounts = { Cash: null, Card: null, Paypal: null, Cheque: bankId, GiftCard: null };
    expect(server.seen).toEqual([
      { call: 'GET /api/accounts?page=1&pageSize=1000' },
      { call: 'GET /api/settings' },
      { call: 'PUT /api/settings', body: { ...fields, systemTitle: 'Zaman & Sons', paymentAccounts } },
    ]);
    expect(actor.getSnapshot().context.values).toMatchObject({ systemTitle: 'Zaman & Sons', 'paymentAccounts.Cheque': bankId, 'paymentAccounts.Card': '' });
    expect(events).toEqual(['success: Settings saved.']);
    expect(told).toEqual([{ type: 'settings.saved', settings: { ...settings, systemTitle: 'Zaman & Sons', paymentAccounts } }]);
    actor.stop();
  });

  it("a refusal's words: the server's message, else its first detail (placed under its field), else the form's own", async () => {
    const answers = [
      { status: 400, body: { success: false, message: '', error: { details: [{ path: ['name'], message: 'Name is too long.' }] } } },
      { status: 500, body: { success: false, message: '' } },
      { status: 409, body: { success: false, message: 'Account number BANK-001 is taken.' } },
    ];
    fakeServer({ 'POST /api/accounts': () => answers.shift() });
    const actor = createActor(accountFormMachine, { input: {} });
    const events = heard(actor);
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'field.change', name: 'accountNumber', value: 'BANK-001' });
    actor.send({ type: 'field.change', name: 'name', value: 'Meezan Bank' });
    const shown: [string | undefined, string | undefined, string[]][] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      actor.send({ type: 'form.submit' });
      await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'idle' }) && events.length === attempt);
      const snapshot = actor.getSnapshot();
      shown.push([fieldError(snapshot, 'name'), fieldError(snapshot, 'accountNumber'), formErrors(snapshot, ['name', 'accountNumber'])]);
    }
    expect(events).toEqual(['error: Name is too long.', 'error: Failed to save the account. Please try again.', 'error: Account number BANK-001 is taken.']);
    // Each answer replaces what the one before said; a 409 without details belongs to the account number (the form's conflict field).
    expect(shown).toEqual([
      ['Name is too long.', undefined, []],
      [undefined, undefined, []],
      [undefined, 'Account number BANK-001 is taken.', []],
    ]);
    expect(fieldValue(actor.getSnapshot(), 'accountNumber')).toBe('BANK-001');
    // A message under no shown field is the form's to show at the top; the server's words win over the schema's.
    actor.send({ type: 'field.change', name: 'name', value: '' });
    expect(fieldError(actor.getSnapshot(), 'name')).toBe('This field is required.');
    expect(formErrors(actor.getSnapshot(), ['accountNumber'])).toEqual(['This field is required.']);
    actor.stop();
  });

  it("Add Transfer reads its accounts as a picker (one page of 1000), starts from the default account and POSTs /api/transfers", async () => {
    const server = fakeServer({ 'GET /api/accounts': [bank, cash], 'POST /api/transfers': { _id: 't1', referenceNo: 'TR-000001', date: '2026-11-25', fromAccountId: 'a-cash', toAccountId: 'a-bank', amount: 500, note: '' } });
    const actor = createActor(transferFormMachine, { input: { timeZone: 'UTC' } });
    const events = heard(actor);
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    const { options, values } = actor.getSnapshot().context;
    expect(options.accounts!.map((option) => [option.id, option.name])).toEqual([
      ['a-bank', 'Meezan Bank'],
      ['a-cash', 'Cash in Hand'],
    ]);
    expect(values.fromAccount).toBe('a-cash');
    actor.send({ type: 'field.change', name: 'toAccount', value: 'a-bank' });
    actor.send({ type: 'field.change', name: 'amount', value: '500' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(server.seen).toEqual([
      { call: 'GET /api/accounts?page=1&pageSize=1000' },
      { call: 'POST /api/transfers', body: { date: values.date, fromAccount: 'a-cash', toAccount: 'a-bank', amount: 500 } },
    ]);
    expect(events).toEqual(['success: Money transferred successfully!', 'navigate: /account/transfer']);
  });

  it("a product's code comes from GET /api/products/code-suggestion for the chosen symbology; no code proposed is said", async () => {
    const codes = ['48213375', ''];
    const server = fakeServer({
      'GET /api/brands': [],
      'GET /api/categories': [{ _id: 'c1', name: 'Phones' }],
      'GET /api/units': [],
      'GET /api/taxes': [],
      'GET /api/warehouses': [],
      'GET /api/products/code-suggestion': () => ({ productCode: codes.shift() }),
    });
    const actor = createActor(productFormMachine, { input: {} });
    const events = heard(actor);
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.options.categories!.map((option) => option.name)).toEqual(['Phones']);
    actor.send({ type: 'field.suggest' });
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'idle' }));
    expect(actor.getSnapshot().context.values.productCode).toBe('48213375');
    actor.send({ type: 'field.change', name: 'barcodeSymbology', value: 'EAN-13' });
    actor.send({ type: 'field.suggest' });
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'idle' }) && events.length > 0);
    expect(actor.getSnapshot().context.values.productCode).toBe('48213375');
    expect(events).toEqual([`error: ${englishOf(SUGGEST_FAILED_MESSAGE)}`]);
    expect(server.seen.filter((request) => request.call.includes('code-suggestion'))).toEqual([
      { call: 'GET /api/products/code-suggestion?barcodeSymbology=Code+128' },
      { call: 'GET /api/products/code-suggestion?barcodeSymbology=EAN-13' },
    ]);
    actor.stop();
  });
});
