import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { passwordFormDefinition, passwordFormMachine, profileFormDefinition, profileFormMachine } from '../../../src/machines/session/profile-forms';
import { generalSettingFormMachine, generalSettingsFormDefinition } from '../../../src/machines/settings/general-setting-form';
import type { RecordFormDefinition, RecordFormMachine } from '../../../src/machines/common/record-form.machine';
import { DEFAULT_GENERAL_SETTINGS } from '../../../src/domain/settings.schemas';
import { doneEvent, errorEvent, leafStatePaths, machineTestModel, replayPath, type StateAssertions } from '../model-helpers';
import { testableForm } from '../common/record-form.model';

const logo = `/uploads/${'b'.repeat(64)}.png`;
const savedSettings = { ...DEFAULT_GENERAL_SETTINGS, systemLogo: logo, currency: 'US Dollar', currencyPosition: 'Suffix', updatedAt: '2026-11-21T10:00:00.000Z' };
const savedProfile = { _id: 'u1', userName: 'Ayesha Khan', email: 'ayesha@example.com', phoneNumber: '+92 300 1234567', companyName: '', role: 'admin' };

interface Case {
  name: string;
  definition: RecordFormDefinition<any>;
  machine: RecordFormMachine;
  /** A document read from the server is edited in place; the password form starts empty each time. */
  edits: boolean;
  record: Record<string, unknown> | null;
  /** A change that makes the form valid, and one that breaks it. */
  valid: { name: string; value: unknown }[];
  invalid: { name: string; value: unknown; message: string };
  saved: Record<string, unknown>;
  refusal: { path: string; message: string };
}

const cases: Case[] = [
  {
    name: 'General Setting',
    definition: generalSettingsFormDefinition,
    machine: generalSettingFormMachine,
    edits: true,
    record: { ...DEFAULT_GENERAL_SETTINGS },
    valid: [{ name: 'systemLogo', value: logo }],
    invalid: { name: 'systemTitle', value: ' ', message: 'This field is required.' },
    saved: savedSettings,
    refusal: { path: 'systemLogo', message: 'Upload an image for the logo.' },
  },
  {
    name: 'Update User Profile',
    definition: profileFormDefinition,
    machine: profileFormMachine,
    edits: true,
    record: { ...savedProfile, phoneNumber: '' },
    valid: [{ name: 'phoneNumber', value: '+92 300 1234567' }],
    invalid: { name: 'email', value: 'not-an-email', message: 'Enter a valid email address.' },
    saved: savedProfile,
    refusal: { path: 'email', message: 'Another account already uses this email.' },
  },
  {
    name: 'Change Password',
    definition: passwordFormDefinition,
    machine: passwordFormMachine,
    edits: false,
    record: null,
    valid: [
      { name: 'currentPassword', value: 'counter-pass-1' },
      { name: 'newPassword', value: 'brand-new-pass' },
      { name: 'confirmPassword', value: 'brand-new-pass' },
    ],
    invalid: { name: 'confirmPassword', value: 'brand-new-pasz', message: 'New Password and Confirm Password do not match.' },
    saved: {},
    refusal: { path: 'currentPassword', message: 'The current password is wrong.' },
  },
];

const serializeContext = (context: any) => ({ values: context.values, errors: context.errors, serverErrors: context.serverErrors, loadError: context.loadError });

for (const testCase of cases) {
  const events = [
    ...testCase.valid.map((change) => ({ type: 'field.change', ...change })),
    { type: 'field.change', name: testCase.invalid.name, value: testCase.invalid.value },
    { type: 'form.submit' },
    { type: 'form.retry' },
    doneEvent('loadForm', { options: {}, record: testCase.record }),
    errorEvent('loadForm', new TypeError('Failed to fetch')),
    doneEvent('saveForm', { ok: true, data: testCase.saved }),
    doneEvent('saveForm', { ok: false, status: 400, message: testCase.refusal.message, issues: [testCase.refusal] }),
    errorEvent('saveForm', new TypeError('Failed to fetch')),
  ] as never[];
  const input = {};
  const testable = testableForm(testCase.machine);

  const notices = (emitted: { type: string }[]) => emitted.filter((event) => event.type === 'notify').map((event) => (event as unknown as { message: string }).message);

  const assertions: StateAssertions<any> = {
    loading: ({ snapshot }) => expect(snapshot.context.values).toEqual(snapshot.context.loadError ? snapshot.context.values : snapshot.context.values),
    loadFailed: ({ snapshot }) => expect(snapshot.context.loadError).toEqual(expect.any(String)),
    'editing.idle': ({ snapshot, event, emitted }) => {
      if (event.type === 'xstate.done.actor.saveForm' && (event as any).output.ok) {
        const messages = testCase.definition.messages;
        expect(notices(emitted)).toEqual([testCase.edits ? messages.updated : messages.created]);
        // A document stays open: it shows what was saved; the password form is emptied.
        expect(snapshot.context.values).toEqual(testCase.edits ? testCase.definition.fromRecord(testCase.saved, {}) : testCase.definition.empty({}));
        expect(emitted.map((e) => e.type)).not.toContain('navigate');
      }
      if (event.type === 'xstate.done.actor.saveForm' && !(event as any).output.ok) {
        expect(snapshot.context.serverErrors[testCase.refusal.path]).toBe(testCase.refusal.message);
      }
      const changedToInvalid = event.type === 'field.change' && (event as any).name === testCase.invalid.name && (event as any).value === testCase.invalid.value;
      // The match rule speaks once New Password itself is acceptable (valibot checks the pair after each field).
      const pairReady = testCase.definition !== passwordFormDefinition || String(snapshot.context.values.newPassword).length >= 8;
      if (changedToInvalid && pairReady) expect(snapshot.context.errors[testCase.invalid.name]).toBe(testCase.invalid.message);
    },
    'editing.suggesting': () => {
      throw new Error('these forms suggest nothing');
    },
    submitting: ({ snapshot }) => {
      // Only a form its schema accepts is sent.
      expect(Object.keys(snapshot.context.errors)).toEqual([]);
    },
    saved: () => {
      throw new Error('a document form never ends: it stays open after a save');
    },
  };

  describe(`${testCase.name} form`, () => {
    it('has an assertion for every state', () => {
      expect(Object.keys(assertions).sort()).toEqual(leafStatePaths(testCase.machine).sort());
    });
    const paths = machineTestModel(testable, { events, input, serializeContext }).getShortestPaths();
    it('reaches a successful save and a refusal', () => {
      const kinds = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
      expect(kinds).toContain('xstate.done.actor.saveForm');
    });
    for (const path of paths) {
      it(path.description, () => replayPath(testable, path, assertions, input));
    }
  });
}

describe('a saved document is announced to the rest of the app', () => {
  async function saveAndListen(machine: RecordFormMachine, record: Record<string, unknown>, change: { name: string; value: unknown }, saved: Record<string, unknown>) {
    const heard: unknown[] = [];
    const listener = createActor(fromCallback(({ receive }) => receive((event) => heard.push(event)))).start();
    const form = createActor(
      machine.provide({
        actors: {
          loadForm: fromPromise(async () => ({ options: {}, record })) as never,
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
