import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { memberChangeMachine, MEMBER_CHANGE_FAILED_MESSAGE } from '../../../src/machines/settings/member-change.machine';
import type { MemberChange } from '../../../src/domain/member-change';
import { itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions, pathTitle } from '../model-helpers';
import { approveSara, deactivateSara, memberChangeModel, promoteBilal, testableMemberChangeMachine } from './member-change.model';

const messages = (emitted: { type: string }[]) => emitted.filter((event) => event.type === 'notify').map((event) => (event as unknown as { message: string }).message);

function assertionsFor(change: MemberChange, savedMessage: string): StateAssertions<any> {
  return {
    idle: ({ event, emitted, snapshot }) => {
      expect(snapshot.hasTag('dialog')).toBe(false);
      switch (event.type) {
        case 'xstate.done.actor.saveChange':
          if ((event as unknown as { output: { ok: boolean } }).output.ok) {
            expect(messages(emitted)).toEqual([savedMessage]);
            expect(emitted.map((e) => e.type)).toContain('changed');
          } else {
            expect(messages(emitted)).toEqual(['The shop needs at least one active admin: make someone else admin first.']);
            expect(emitted.map((e) => e.type)).not.toContain('changed');
          }
          break;
        case 'xstate.error.actor.saveChange':
          expect(messages(emitted)).toEqual([MEMBER_CHANGE_FAILED_MESSAGE]);
          break;
        default:
          expect(emitted).toEqual([]);
      }
    },
    confirming: ({ snapshot }) => {
      // Nothing is saved until the admin confirms; the question is open (the view reads the tags).
      expect(snapshot.context.change).toEqual(change);
      expect([snapshot.hasTag('dialog'), snapshot.hasTag('saving')]).toEqual([true, false]);
    },
    saving: ({ event, snapshot }) => {
      expect(event.type).toBe('member.confirm');
      // The question stays open, its button saying it is saving.
      expect([snapshot.hasTag('dialog'), snapshot.hasTag('saving')]).toEqual([true, true]);
    },
  };
}

const cases: [string, MemberChange, string][] = [
  ['a role change', promoteBilal, 'Bilal is now an admin.'],
  ['an approval', approveSara, 'Sara can now log in.'],
  ['a deactivation', deactivateSara, 'Sara is deactivated.'],
];

describe('member change machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertionsFor(promoteBilal, '')).sort()).toEqual(leafStatePaths(memberChangeMachine).sort());
  });
  for (const [label, change, savedMessage] of cases) {
    describe(label, () => {
      const paths = memberChangeModel(change).getShortestPaths();
      for (const path of paths) {
        it(pathTitle(path), () => replayPath(testableMemberChangeMachine, path, assertionsFor(change, savedMessage)));
      }
      itTakesTheRecordedChart(`member-change ${label}`, testableMemberChangeMachine, paths);
    });
  }
});

describe('after a change, the Users list reads again', () => {
  async function changeWith(answer: unknown) {
    const heard: unknown[] = [];
    const list = createActor(fromCallback(({ receive }) => receive((event) => heard.push(event)))).start();
    const actor = createActor(memberChangeMachine.provide({ actors: { saveChange: fromPromise(async () => answer) as never } }), { input: { list } }).start();
    actor.send({ type: 'member.change', change: approveSara });
    actor.send({ type: 'member.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    return heard;
  }

  it('tells the list to reload once the change is saved', async () => {
    expect(await changeWith({ ok: true, data: {} })).toEqual([{ type: 'list.reload' }]);
  });

  it('saves a change made where no list is shown', async () => {
    const actor = createActor(memberChangeMachine.provide({ actors: { saveChange: fromPromise(async () => ({ ok: true, data: {} })) as never } }), { input: {} }).start();
    const notes: unknown[] = [];
    actor.on('notify', (event) => notes.push(event.message));
    actor.send({ type: 'member.change', change: approveSara });
    actor.send({ type: 'member.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(actor.getSnapshot().status).toBe('active');
    expect(notes).toEqual(['Sara can now log in.']);
  });

  it('leaves the list alone when the server refuses', async () => {
    expect(await changeWith({ ok: false, status: 409, message: 'The shop needs at least one active admin.', issues: [] })).toEqual([]);
  });
});
