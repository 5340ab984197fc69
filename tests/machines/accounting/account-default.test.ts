import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { accountDefaultMachine, DEFAULT_SAVE_FAILED_MESSAGE, shownAsDefault } from '../../../src/machines/accounting/account-default.machine';
import { itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions, pathTitle } from '../model-helpers';
import { accountDefaultModel, accountDefaultReference, bank, cash, refusedDefault, testableAccountDefaultMachine } from './account-default.model';
import type { ShownText } from '../../../src/machines/common/notifications';
import { englishOf } from '../common/english';

const notices = (emitted: { type: string }[]) => emitted.filter((event) => event.type === 'notify').map((event) => `${(event as unknown as { kind: string }).kind}: ${englishOf((event as unknown as { message: ShownText }).message)}`);
const rows = [
  { _id: cash.id, isDefault: true },
  { _id: bank.id, isDefault: false },
];

/** What the toggles of the two rows show, cash first. */
const shown = (snapshot: Parameters<typeof shownAsDefault>[0]) => rows.map((row) => shownAsDefault(snapshot, row));

const assertions: StateAssertions<any> = {
  idle: ({ snapshot, event, emitted }) => {
    // Idle shows what the list read, and takes a press on any row.
    expect(shown(snapshot)).toEqual([true, false]);
    expect(snapshot.can({ type: 'default.toggle', account: bank })).toBe(true);
    switch (event.type) {
      case 'xstate.done.actor.saveDefault': {
        const saved = (event as unknown as { output: { ok: boolean } }).output.ok;
        expect(notices(emitted)).toHaveLength(1);
        if (!saved) expect(notices(emitted)).toEqual([`error: ${refusedDefault.message}`]);
        else expect(notices(emitted)[0]).toMatch(/^success: (Meezan Bank is now the default account\.|Cash in Hand is no longer the default account\.)$/);
        break;
      }
      case 'xstate.error.actor.saveDefault':
        expect(notices(emitted)).toEqual([`error: ${englishOf(DEFAULT_SAVE_FAILED_MESSAGE)}`]);
        break;
      default:
        expect(emitted).toEqual([]);
    }
  },
  saving: ({ snapshot, event, emitted }) => {
    expect(event.type).toBe('default.toggle');
    expect(emitted).toEqual([]);
    // One change at a time: no other press is taken while it saves.
    expect(snapshot.can({ type: 'default.toggle', account: cash })).toBe(false);
    // docs/screens.md#accounting: turning the bank on shows every other off; toggling the default turns it off.
    expect(shown(snapshot)).toEqual(snapshot.context.pending.id === bank.id ? [false, true] : [false, false]);
  },
};

describe('account default toggle machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertions).sort()).toEqual(leafStatePaths(accountDefaultMachine).sort());
  });

  for (const [label, pressed] of [
    ['turning an account on', bank],
    ['turning the default off', cash],
  ] as const) {
    describe(label, () => {
      const paths = accountDefaultModel(pressed).getShortestPaths();
      it('meets every answer: saved, refused, no answer', () => {
        // Each goes through saving (the press) to its answer.
        expect(paths.map((path) => path.steps[path.steps.length - 1]!.event.type).sort()).toEqual([
          'xstate.done.actor.saveDefault',
          'xstate.done.actor.saveDefault',
          'xstate.error.actor.saveDefault',
        ]);
      });
      for (const path of paths) {
        it(pathTitle(path), () => replayPath(testableAccountDefaultMachine, path, assertions, undefined, accountDefaultReference));
      }
      itTakesTheRecordedChart(`account-default ${pressed.name}`, testableAccountDefaultMachine, paths);
    });
  }
});

describe('after a change, the Account list reads again', () => {
  async function toggleWith(answer: unknown) {
    const heard: unknown[] = [];
    const list = createActor(fromCallback(({ receive }) => receive((event) => heard.push(event)))).start();
    const actor = createActor(accountDefaultMachine.provide({ actors: { saveDefault: fromPromise(async () => answer) as never } }), { input: { list } }).start();
    actor.send({ type: 'default.toggle', account: bank });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    return heard;
  }

  it('tells the list to reload once the server saved it', async () => {
    expect(await toggleWith({ ok: true, data: {} })).toEqual([{ type: 'list.reload' }]);
  });

  it('leaves the list alone when the server refuses', async () => {
    expect(await toggleWith(refusedDefault)).toEqual([]);
  });

  it('saves without a list to tell, and says what changed', async () => {
    const actor = createActor(accountDefaultMachine.provide({ actors: { saveDefault: fromPromise(async () => ({ ok: true, data: {} })) as never } }), { input: undefined }).start();
    const heard: unknown[] = [];
    actor.on('notify', (event) => heard.push(englishOf(event.message)));
    actor.send({ type: 'default.toggle', account: cash });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(heard).toEqual(['Cash in Hand is no longer the default account.']);
  });
});
