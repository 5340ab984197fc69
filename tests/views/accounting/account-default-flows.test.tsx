import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { Account } from '../../../src/domain/accounts.schemas';
import { DEFAULT_SAVE_FAILED_MESSAGE, defaultChangedMessage } from '../../../src/machines/accounting/account-default.machine';
import { ListActorContext } from '../../../src/views/common/use-list-actor';
import { accountDefaultModel, bank, cash, refusedDefault } from '../../machines/accounting/account-default.model';
import { renderApp, signedInAdmin, viewSessionMachine } from '../render-app';
import { englishOf } from '../../machines/common/english';

/**
 * The Default toggle driven through the rendered Account list along the machine's generated paths
 * (docs/screens.md#accounting): each press is a click on a row's switch, each answer of the server settles the
 * save the click started, and after every step the switches show what docs/screens.md#accounting says.
 */
const account = (toggle: typeof cash, accountNumber: string): Account => ({
  _id: toggle.id,
  accountNumber,
  name: toggle.name,
  initialBalance: 0,
  note: '',
  isDefault: toggle.isDefault,
  balance: 0,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
});
let accounts: Account[] = [];
const asked: { id: string; isDefault: boolean }[] = [];
let settle: ((answer: { ok: boolean } | Error) => void) | null = null;

// The toggle's save goes to this fake; the path's next event decides its answer.
vi.mock('../../../src/api/accounting/accounts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  saveAccountDefault: (input: { id: string; isDefault: boolean }) => {
    asked.push(input);
    return new Promise((resolve, reject) => {
      settle = (answer) => {
        if (answer instanceof Error) return reject(answer);
        if (answer.ok) accounts = accounts.map((row) => ({ ...row, isDefault: row._id === input.id ? input.isDefault : input.isDefault ? false : row.isDefault }));
        resolve(answer);
      };
    });
  },
}));

const listServer = () => ({
  actors: {
    fetchPage: fromPromise(async () => ({ ok: true, data: { rows: accounts, total: accounts.length, summary: { initialBalance: 0, balance: 0 } } })),
    fetchAllRows: fromPromise(async () => ({ ok: true, data: accounts })),
    removeRows: fromPromise(async () => ({ ok: false as const, status: 405, message: 'Not here.', issues: [] })),
    saveExport: fromPromise(async () => {}),
  },
  actions: { rememberColumns: () => {}, printPage: () => {} },
  delays: { searchDebounce: 0 },
});

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  asked.length = 0;
  settle = null;
});

function renderAccounts() {
  accounts = [account(cash, 'CASH-1'), account(bank, 'BANK-001')];
  localStorage.setItem('token', 'stored.token.value');
  localStorage.setItem('loggedIn', 'Ayesha Khan');
  const rendered = renderApp('/account/list', viewSessionMachine, (app) => <ListActorContext.Substitute implementations={listServer as never}>{app}</ListActorContext.Substitute>);
  stop = rendered.stop;
  act(() => rendered.actors.session.send({ type: 'xstate.done.actor.fetchMe', output: { ok: true, data: signedInAdmin } } as never));
  return rendered.user;
}

const toggleOf = (name: string) => screen.getByRole('switch', { name: `Default account: ${name}` }) as HTMLButtonElement;
/** The switches as shown: cash, then the bank. */
const shown = () => [toggleOf(cash.name), toggleOf(bank.name)].map((toggle) => toggle.getAttribute('aria-checked') === 'true');

const stepName = (event: { type: string; output?: { ok: boolean } }) => (event.output ? `${event.type} (${event.output.ok ? 'saved' : 'refused'})` : event.type);

describe('Account list: the Default toggle along the generated paths', () => {
  for (const [label, pressed] of [
    ['turning the bank on', bank],
    ['turning the default (cash) off', cash],
  ] as const) {
    describe(label, () => {
      for (const path of accountDefaultModel(pressed).getShortestPaths()) {
        it(path.steps.map((step) => stepName(step.event as never)).join(' → '), async () => {
          const user = renderAccounts();
          await waitFor(() => expect(shown()).toEqual([true, false]));
          // The Note column says N/A for an empty note, the footer totals the amounts.
          expect(screen.getAllByRole('cell', { name: 'N/A' })).toHaveLength(2);
          expect(screen.getByRole('row', { name: /^Total/ })).toBeTruthy();
          for (const step of path.steps) {
            const event = step.event as { type: string; output?: { ok: boolean } };
            if (event.type === 'xstate.init') continue;
            if (event.type === 'default.toggle') {
              await user.click(toggleOf(pressed.name));
              // Saving: on shows every other off at once; the default pressed shows off; no other press is taken.
              await waitFor(() => expect(shown()).toEqual(pressed === bank ? [false, true] : [false, false]));
              expect(toggleOf(cash.name).disabled && toggleOf(bank.name).disabled).toBe(true);
              expect(asked).toEqual([{ id: pressed.id, isDefault: !pressed.isDefault }]);
            } else if (event.type === 'xstate.done.actor.saveDefault' && event.output!.ok) {
              await act(async () => settle!({ ok: true }));
              await waitFor(() => expect(screen.getByText(englishOf(defaultChangedMessage(pressed.name, !pressed.isDefault)))).toBeTruthy());
              // The list read again: exactly what the server now holds.
              await waitFor(() => expect(shown()).toEqual(pressed === bank ? [false, true] : [false, false]));
              expect(toggleOf(bank.name).disabled).toBe(false);
            } else if (event.type === 'xstate.done.actor.saveDefault') {
              await act(async () => settle!(refusedDefault));
              await waitFor(() => expect(screen.getByText(refusedDefault.message)).toBeTruthy());
              expect(shown()).toEqual([true, false]);
            } else {
              await act(async () => settle!(new TypeError('Failed to fetch')));
              await waitFor(() => expect(screen.getByText(englishOf(DEFAULT_SAVE_FAILED_MESSAGE))).toBeTruthy());
              expect(shown()).toEqual([true, false]);
              expect(toggleOf(bank.name).disabled).toBe(false);
            }
          }
        });
      }
    });
  }
});
