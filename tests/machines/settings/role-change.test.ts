import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { roleChangeMachine, ROLE_CHANGE_FAILED_MESSAGE } from '../../../src/machines/settings/role-change.machine';
import { leafStatePaths, replayPath, type StateAssertions } from '../model-helpers';
import { promoteBilal, roleChangeModel, testableRoleChangeMachine } from './role-change.model';

const messages = (emitted: { type: string }[]) => emitted.filter((event) => event.type === 'notify').map((event) => (event as unknown as { message: string }).message);

const assertions: StateAssertions<any> = {
  idle: ({ event, emitted }) => {
    switch (event.type) {
      case 'xstate.done.actor.saveRole':
        if ((event as unknown as { output: { ok: boolean } }).output.ok) {
          expect(messages(emitted)).toEqual(['Bilal is now an admin.']);
          expect(emitted.map((e) => e.type)).toContain('changed');
        } else {
          expect(messages(emitted)).toEqual(['The shop needs at least one admin: make someone else admin first.']);
          expect(emitted.map((e) => e.type)).not.toContain('changed');
        }
        break;
      case 'xstate.error.actor.saveRole':
        expect(messages(emitted)).toEqual([ROLE_CHANGE_FAILED_MESSAGE]);
        break;
      default:
        expect(emitted).toEqual([]);
    }
  },
  confirming: ({ snapshot }) => {
    // Nothing is saved until the admin confirms.
    expect(snapshot.context.change).toEqual(promoteBilal);
  },
  saving: ({ event }) => {
    expect(event.type).toBe('role.confirm');
  },
};

describe('role change machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertions).sort()).toEqual(leafStatePaths(roleChangeMachine).sort());
  });
  for (const path of roleChangeModel().getShortestPaths()) {
    it(path.description, () => replayPath(testableRoleChangeMachine, path, assertions));
  }
});

describe('after a change, the Users list reads again', () => {
  async function changeWith(answer: unknown) {
    const heard: unknown[] = [];
    const list = createActor(fromCallback(({ receive }) => receive((event) => heard.push(event)))).start();
    const actor = createActor(roleChangeMachine.provide({ actors: { saveRole: fromPromise(async () => answer) as never } }), { input: { list } }).start();
    actor.send({ type: 'role.change', change: promoteBilal });
    actor.send({ type: 'role.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    return heard;
  }

  it('tells the list to reload once the role is saved', async () => {
    expect(await changeWith({ ok: true, data: {} })).toEqual([{ type: 'list.reload' }]);
  });

  it('leaves the list alone when the server refuses', async () => {
    expect(await changeWith({ ok: false, status: 409, message: 'The shop needs at least one admin.', issues: [] })).toEqual([]);
  });
});
