import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { AMOUNT_NOT_POSITIVE_MESSAGE, SAME_ACCOUNT_MESSAGE } from '../../../src/domain/accounts.schemas';
import { REQUIRED_MESSAGE } from '../../../src/domain/record-fields';
import { transferFormDefinition, transferFormMachine } from '../../../src/machines/accounting/account-forms';
import { checkValues, LOAD_FAILED_MESSAGE } from '../../../src/machines/common/record-form.machine';
import { doneEvent, itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions, pathTitle } from '../model-helpers';
import { BANK, CASH, testableTransferFormMachine, tooMuch, transferFormModel, transferOptions } from './transfer-form.model';
import type { ShownText } from '../../../src/machines/common/notifications';
import { englishOf } from '../common/english';

type Check = Parameters<StateAssertions<any>[string]>[0];
const notices = (check: Check) => check.emitted.filter((event) => event.type === 'notify').map((event) => `${(event as never as { kind: string }).kind}: ${englishOf((event as never as { message: ShownText }).message)}`);
const navigations = (check: Check) => check.emitted.filter((event) => event.type === 'navigate').map((event) => (event as never as { to: string }).to);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What must hold in each state of the Add Transfer form, whatever path led there. */
const assertions: StateAssertions<any> = {
  loading: (check) => {
    expect(check.snapshot.context.values).toEqual({});
    // It reads the accounts to choose from, every time it loads.
    if (check.invoked.length) expect(check.invoked).toEqual([{ id: 'loadForm', input: { pickers: ['accounts'], id: null } }]);
  },
  loadFailed: (check) => {
    expect(check.snapshot.context.loadError).toBe(LOAD_FAILED_MESSAGE);
    expect(check.snapshot.can({ type: 'form.submit' })).toBe(false);
  },
  'editing.idle': (check) => {
    const { context } = check.snapshot;
    const current = checkValues(transferFormDefinition, context.values);
    // Every message under a field is the domain schema's message for it now.
    for (const [path, message] of Object.entries(context.errors)) expect(current[path]).toBe(message);
    // The same account both ways is always named under To Account once To Account was chosen.
    if (context.values.toAccount === context.values.fromAccount && 'toAccount' in context.errors) expect(context.errors.toAccount).toBe(SAME_ACCOUNT_MESSAGE);
    switch (check.event.type) {
      case 'xstate.done.actor.loadForm':
        // Today, from the default account (the till's cash), nothing else chosen.
        expect(context.values).toEqual({ date: expect.stringMatching(DATE), fromAccount: CASH, toAccount: '', amount: '', note: '' });
        expect(context.errors).toEqual({});
        break;
      case 'form.submit':
        // Only an invalid form stays here on submit, with every message shown.
        expect(context.errors).toEqual(current);
        expect(Object.keys(context.errors).length).toBeGreaterThan(0);
        if (context.values.amount === '') expect(context.errors.amount).toBe(REQUIRED_MESSAGE);
        if (context.values.toAccount === CASH) expect(context.errors.toAccount).toBe(SAME_ACCOUNT_MESSAGE);
        break;
      case 'xstate.done.actor.saveForm':
        // The server's words: the balance the source holds, under Amount.
        expect(notices(check)).toEqual([`error: ${tooMuch.message}`]);
        expect(context.serverErrors).toEqual({ amount: tooMuch.message });
        break;
      case 'xstate.error.actor.saveForm':
        expect(notices(check)).toEqual(['error: Failed to save the transfer. Please try again.']);
        break;
      default:
        expect(notices(check)).toEqual([]);
    }
    expect(navigations(check)).toEqual([]);
  },
  'editing.suggesting': () => {
    throw new Error('the transfer form never asks for a suggestion');
  },
  submitting: (check) => {
    expect(check.event.type).toBe('form.submit');
    // What the server is asked: the chosen accounts by id, the amount as a number, today's date.
    expect(check.invoked).toEqual([{ id: 'saveForm', input: { id: null, body: { date: expect.stringMatching(DATE), fromAccount: CASH, toAccount: BANK, amount: 500 } } }]);
    expect(check.snapshot.can({ type: 'form.submit' })).toBe(false);
  },
  saved: (check) => {
    expect(notices(check)).toEqual(['success: Money transferred successfully!']);
    expect(navigations(check)).toEqual(['/account/transfer']);
  },
};

describe('Add Transfer form (record form machine with the transfer definition)', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertions).sort()).toEqual(leafStatePaths(transferFormMachine).sort());
  });

  it('refuses a zero amount with the domain message', () => {
    expect(checkValues(transferFormDefinition, { date: '2026-11-23', fromAccount: CASH, toAccount: BANK, amount: '0', note: '' })).toEqual({ amount: AMOUNT_NOT_POSITIVE_MESSAGE });
  });

  const paths = transferFormModel().getShortestPaths();
  it('reaches every state but suggesting', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => leafStatePaths(transferFormMachine).filter((leaf) => step.state.matches(leaf)))));
    expect([...reached].sort()).toEqual(leafStatePaths(transferFormMachine).filter((leaf) => leaf !== 'editing.suggesting').sort());
  });
  for (const path of paths) {
    it(pathTitle(path), () => replayPath(testableTransferFormMachine, path, assertions, {}));
  }
  itTakesTheRecordedChart('transfer-form', testableTransferFormMachine, paths, {});
});

describe("Add Transfer's date", () => {
  const browserZone = process.env.TZ;
  afterEach(() => {
    vi.useRealTimers();
    if (browserZone === undefined) delete process.env.TZ;
    else process.env.TZ = browserZone;
  });

  it("starts on the shop's today in General Setting's time zone, not the browser's", () => {
    // 20:30 UTC on 23 November: 15:30 that day on a browser in New York, 01:30 on the 24th in a shop in Karachi.
    process.env.TZ = 'America/New_York';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T20:30:00Z'));
    expect(new Date().getDate()).toBe(23);
    const form = createActor(testableTransferFormMachine, { input: { timeZone: 'Asia/Karachi' } }).start();
    form.send(doneEvent('loadForm', { ok: true, data: { options: transferOptions, record: null } }) as never);
    expect(form.getSnapshot().context.values.date).toBe('2026-11-24');
    form.stop();
  });

  it("moves to the shop's today when General Setting arrives after the form opened, unless a date was chosen", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T20:30:00Z'));
    const opened = () => {
      const form = createActor(testableTransferFormMachine, { input: { timeZone: 'UTC' } }).start();
      form.send(doneEvent('loadForm', { ok: true, data: { options: transferOptions, record: null } }) as never);
      expect(form.getSnapshot().context.values.date).toBe('2026-11-23');
      return form;
    };

    const untouched = opened();
    untouched.send({ type: 'shop.timeZone', timeZone: 'Asia/Karachi' });
    expect(untouched.getSnapshot().context.values).toEqual({ date: '2026-11-24', fromAccount: CASH, toAccount: '', amount: '', note: '' });
    untouched.stop();

    const chosen = opened();
    chosen.send({ type: 'field.change', name: 'date', value: '2026-11-20' });
    chosen.send({ type: 'shop.timeZone', timeZone: 'Asia/Karachi' });
    expect(chosen.getSnapshot().context.values.date).toBe('2026-11-20');
    chosen.stop();

    // Settings that arrive while the form is still loading decide its first date.
    const loading = createActor(testableTransferFormMachine, { input: { timeZone: 'UTC' } }).start();
    loading.send({ type: 'shop.timeZone', timeZone: 'Asia/Karachi' });
    loading.send(doneEvent('loadForm', { ok: true, data: { options: transferOptions, record: null } }) as never);
    expect(loading.getSnapshot().context.values.date).toBe('2026-11-24');
    loading.stop();
  });
});
