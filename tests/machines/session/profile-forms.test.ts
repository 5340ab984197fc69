import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { passwordFormDefinition, profileFormMachine } from '../../../src/machines/session/profile-forms';
import { generalSettingFormMachine } from '../../../src/machines/settings/general-setting-form';
import { LOAD_FAILED_MESSAGE, type RecordFormMachine } from '../../../src/machines/common/record-form.machine';
import { DEFAULT_GENERAL_SETTINGS } from '../../../src/domain/default-general-settings';
import { itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions, pathTitle } from '../model-helpers';
import { documentFormCases, documentFormModel, logo, savedProfile, savedSettings, testableDocumentForm } from './profile-forms.model';

const notices = (emitted: { type: string }[]) => emitted.filter((event) => event.type === 'notify').map((event) => (event as unknown as { kind: string; message: string }).kind + ': ' + (event as unknown as { message: string }).message);
const output = (event: EventObject) => (event as { output?: { ok: boolean } }).output;

for (const testCase of documentFormCases) {
  const input = {};
  const testable = testableDocumentForm(testCase);
  const { messages } = testCase.definition;

  /** The assertions for one replay: they follow the path, so a second save is expected to send the saved document. */
  const assertionsFor = (): StateAssertions<any> => {
    let savedOnce = false;
    const expectedBody = () => (savedOnce ? testCase.bodyAfterSave : testCase.body);
    return {
      loading: ({ snapshot, invoked }) => {
        // Nothing to show until the document is read; each try reads it once.
        expect(snapshot.context.values).toEqual({});
        // General Setting also reads the accounts its payment methods may pay into.
        expect(invoked).toEqual([{ id: 'loadForm', input: { pickers: testCase.definition.pickers, id: null } }]);
      },
      loadFailed: ({ snapshot, emitted }) => {
        expect(snapshot.context.loadError).toBe(LOAD_FAILED_MESSAGE);
        expect(snapshot.can({ type: 'form.submit' })).toBe(false);
        expect(notices(emitted)).toEqual([]);
      },
      'editing.idle': ({ snapshot, event, emitted, invoked }) => {
        const { context } = snapshot;
        expect(invoked).toEqual([]);
        expect(emitted.map((e) => e.type)).not.toContain('navigate');
        switch (event.type) {
          case 'xstate.done.actor.loadForm':
            expect([context.values, context.errors]).toEqual([testCase.loaded, {}]);
            break;
          case 'field.change': {
            const { name, value } = event as unknown as { name: string; value: unknown };
            expect(context.values[name]).toBe(value);
            // The match rule speaks once New Password itself is acceptable (valibot checks the pair after each field).
            const pairReady = testCase.definition !== passwordFormDefinition || String(context.values.newPassword).length >= 8;
            if (name === testCase.invalid.name && value === testCase.invalid.value && pairReady) expect(context.errors[name]).toBe(testCase.invalid.message);
            expect(notices(emitted)).toEqual([]);
            break;
          }
          case 'xstate.done.actor.saveForm':
            if (output(event)?.ok) {
              // A document stays open and shows what was saved; the password form is emptied.
              expect(notices(emitted)).toEqual([`success: ${testCase.edits ? messages.updated : messages.created}`]);
              expect([context.values, context.errors, context.serverErrors]).toEqual([testCase.shownAfterSave, {}, {}]);
              savedOnce = true;
            } else {
              expect(notices(emitted)).toEqual([`error: ${testCase.refusal.message}`]);
              expect(context.serverErrors).toEqual({ [testCase.refusal.path]: testCase.refusal.message });
              // The refused values stay in the form, to be corrected: they would send the same body again.
              expect(testCase.definition.toBody(context.values as never)).toEqual(expectedBody());
            }
            break;
          case 'xstate.error.actor.saveForm':
            expect(notices(emitted)).toEqual([`error: ${messages.failed}`]);
            break;
          default:
            expect(notices(emitted)).toEqual([]);
        }
      },
      'editing.suggesting': () => {
        throw new Error('these forms suggest nothing');
      },
      submitting: ({ snapshot, invoked }) => {
        // Only a form its schema accepts is sent, with the values the user left in it.
        expect(snapshot.context.errors).toEqual({});
        expect(invoked).toEqual([{ id: 'saveForm', input: { id: null, body: expectedBody() } }]);
      },
      saved: () => {
        throw new Error('a document form never ends: it stays open after a save');
      },
    };
  };

  describe(`${testCase.name} form`, () => {
    it('has an assertion for every state', () => {
      expect(Object.keys(assertionsFor()).sort()).toEqual(leafStatePaths(testCase.machine).sort());
    });
    const paths = documentFormModel(testCase).getShortestPaths();
    it('reaches a successful save and a refusal', () => {
      const outputs = paths.flatMap((path) => path.steps.map((step) => output(step.event)).filter((answer) => answer !== undefined));
      expect(outputs).toContainEqual(expect.objectContaining({ ok: true }));
      expect(outputs).toContainEqual(expect.objectContaining({ ok: false }));
    });
    for (const path of paths) {
      it(pathTitle(path), () => replayPath(testable, path, assertionsFor(), input));
    }
    itTakesTheRecordedChart(`document-form ${testCase.name}`, testable, paths, input);
  });
}

describe('a saved document is announced to the rest of the app', () => {
  async function saveAndListen(machine: RecordFormMachine, record: Record<string, unknown>, change: { name: string; value: unknown }, saved: Record<string, unknown>) {
    const heard: unknown[] = [];
    const listener = createActor(fromCallback(({ receive }) => receive((event) => heard.push(event)))).start();
    const form = createActor(
      machine.provide({
        actors: {
          loadForm: fromPromise(async () => ({ ok: true, data: { options: {}, record } })) as never,
          saveForm: fromPromise(async () => ({ ok: true, data: saved })) as never,
        },
      }),
      { input: { announceTo: listener } },
    ).start();
    await waitFor(form, (snapshot) => snapshot.matches({ editing: 'idle' }));
    form.send({ type: 'field.change', ...change });
    form.send({ type: 'form.submit' });
    await waitFor(form, (snapshot) => snapshot.matches({ editing: 'idle' }) && heard.length > 0);
    form.stop();
    return heard;
  }

  it('General Setting hands the saved settings to the shop settings', async () => {
    expect(await saveAndListen(generalSettingFormMachine, { ...DEFAULT_GENERAL_SETTINGS }, { name: 'systemLogo', value: logo }, savedSettings)).toEqual([
      { type: 'settings.saved', settings: savedSettings },
    ]);
  });

  it('the profile hands the saved name and email to the session', async () => {
    expect(await saveAndListen(profileFormMachine, { ...savedProfile, phoneNumber: '' }, { name: 'phoneNumber', value: '+92 300 1234567' }, savedProfile)).toEqual([
      { type: 'session.profile.updated', name: 'Ayesha Khan', email: 'ayesha@example.com' },
    ]);
  });
});
