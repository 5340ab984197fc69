import { describe, expect, it } from 'vitest';
import { englishOf } from './english';
import type { ShownText } from '../../../src/machines/common/notifications';
import { checkValues, LOAD_FAILED_MESSAGE } from '../../../src/machines/common/record-form.machine';
import { brandFormDefinition, brandFormMachine } from '../../../src/machines/catalog/named-record-forms';
import { REQUIRED_MESSAGE } from '../../../src/domain/record-fields';
import { itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions } from '../model-helpers';
import { pathName, brandDuplicate, brandFormInput, brandFormModel, brandTooLong, testableBrandFormMachine } from './record-form.model';

type Check = Parameters<StateAssertions<any>[string]>[0];
const notices = (check: Check) => check.emitted.filter((event) => event.type === 'notify').map((event) => (event as unknown as { kind: string }).kind + ': ' + englishOf((event as unknown as { message: ShownText }).message));
const navigations = (check: Check) => check.emitted.filter((event) => event.type === 'navigate').map((event) => (event as unknown as { to: string }).to);

/** What must hold in each state of a record form (the brand form: name and image), whatever path led there. */
function assertionsFor(mode: 'add' | 'edit'): StateAssertions<any> {
  return {
    loading: (check) => {
      expect(check.snapshot.context.values).toEqual({});
      expect(notices(check)).toEqual([]);
    },
    loadFailed: (check) => {
      // A record that is gone says the server's words; no answer says to check the connection.
      expect(check.snapshot.context.loadError).toBe(check.event.type === 'xstate.done.actor.loadForm' ? 'Brand not found.' : LOAD_FAILED_MESSAGE);
      expect(check.snapshot.can({ type: 'form.submit' })).toBe(false);
    },
    'editing.idle': (check) => {
      const { context } = check.snapshot;
      // Every message shown under a field is the domain schema's message for it now.
      const current = checkValues(brandFormDefinition, context.values);
      for (const [path, message] of Object.entries(context.errors)) expect(current[path]).toBe(message);
      // The brand form offers no code suggestion.
      expect(check.snapshot.can({ type: 'field.suggest' })).toBe(false);
      switch (check.event.type) {
        case 'xstate.done.actor.loadForm':
          expect(context.values).toEqual(mode === 'edit' ? { name: 'Dell', image: '' } : { name: '', image: '' });
          expect(context.errors).toEqual({});
          break;
        case 'field.change':
          // docs/screens.md#forms: checked on each change.
          expect(context.errors).toEqual(context.values.name === '' ? { name: REQUIRED_MESSAGE } : {});
          expect(notices(check)).toEqual([]);
          break;
        case 'form.submit':
          // Only an invalid form stays here on submit, with every message shown.
          expect(context.errors).toEqual(current);
          expect(context.errors.name).toBe(REQUIRED_MESSAGE);
          break;
        case 'xstate.done.actor.saveForm': {
          const refusal = (check.event as unknown as { output: typeof brandDuplicate }).output;
          // The server's own message, and the field it concerns (a 409 without details goes to the name).
          expect(notices(check)).toEqual([`error: ${refusal.message}`]);
          expect(context.serverErrors).toEqual({ name: refusal === brandTooLong ? 'At most 100 characters.' : brandDuplicate.message });
          break;
        }
        case 'xstate.error.actor.saveForm':
          expect(notices(check)).toEqual(['error: Failed to save the brand. Please try again.']);
          break;
        default:
          expect(notices(check)).toEqual([]);
      }
      if (check.event.type !== 'xstate.done.actor.saveForm') expect(navigations(check)).toEqual([]);
    },
    'editing.suggesting': () => {
      throw new Error('the brand form never asks for a suggestion');
    },
    submitting: (check) => {
      expect(check.event.type).toBe('form.submit');
      expect(checkValues(brandFormDefinition, check.snapshot.context.values)).toEqual({});
      expect(check.snapshot.can({ type: 'form.submit' })).toBe(false);
    },
    saved: (check) => {
      expect(notices(check)).toEqual([mode === 'edit' ? 'success: Brand updated successfully!' : 'success: Brand added successfully!']);
      expect(navigations(check)).toEqual(['/settings/brand']);
    },
  };
}

describe('record form machine (brand form)', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertionsFor('add')).sort()).toEqual(leafStatePaths(brandFormMachine).sort());
  });

  for (const mode of ['add', 'edit'] as const) {
    describe(`${mode} form`, () => {
      const paths = brandFormModel(mode).getShortestPaths();
      it('reaches every state but suggesting', () => {
        const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => leafStatePaths(brandFormMachine).filter((leaf) => step.state.matches(leaf)))));
        expect([...reached].sort()).toEqual(leafStatePaths(brandFormMachine).filter((leaf) => leaf !== 'editing.suggesting').sort());
      });
      const assertions = assertionsFor(mode);
      for (const path of paths) {
        it(pathName(path), () => replayPath(testableBrandFormMachine, path, assertions, brandFormInput(mode)));
      }
      itTakesTheRecordedChart(`brand-form ${mode}`, testableBrandFormMachine, paths, brandFormInput(mode));
    });
  }
});
