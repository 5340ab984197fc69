/**
 * The documents of issue 4 on the one record form machine: General Setting, the user's profile and
 * the password change. They are not catalog records, so each screen provides the form's server
 * calls (documentFormActors); the definitions say only what the forms hold and send.
 */
import { fromPromise } from 'xstate';
import { changePassword, fetchProfile, fetchSettings, saveProfile, saveSettings } from '../api/settings';
import type { SaveResult } from '../api/catalog';
import { generalSettingsInputSchema, passwordChangeSchema, profileInputSchema } from '../domain/settings.schemas';
import { compact, presentText, text } from './form-values';
import type { LoadedForm, RecordFormDefinition, recordFormMachine } from './record-form.machine';

export const generalSettingsFormDefinition: RecordFormDefinition = {
  resource: null,
  schema: generalSettingsInputSchema,
  pickers: [],
  empty: () => ({}),
  fromRecord: (record) => ({
    systemTitle: text(record.systemTitle),
    systemLogo: text(record.systemLogo),
    currency: text(record.currency),
    currencyPosition: text(record.currencyPosition),
    timeZone: text(record.timeZone),
    staffAccess: text(record.staffAccess),
    invoiceFormat: text(record.invoiceFormat),
    dateFormat: text(record.dateFormat),
    developedBy: text(record.developedBy),
  }),
  toBody: (values) =>
    compact({
      systemTitle: presentText(values.systemTitle),
      systemLogo: presentText(values.systemLogo),
      currency: presentText(values.currency),
      currencyPosition: presentText(values.currencyPosition),
      timeZone: presentText(values.timeZone) ?? null,
      staffAccess: presentText(values.staffAccess),
      invoiceFormat: presentText(values.invoiceFormat),
      dateFormat: presentText(values.dateFormat),
      developedBy: presentText(values.developedBy) ?? '',
    }),
  messages: { created: 'Settings saved.', updated: 'Settings saved.', failed: 'Failed to save the settings. Please try again.' },
  afterAdd: 'reset',
  afterEdit: 'stay',
  listPath: '/settings/general',
};

export const profileFormDefinition: RecordFormDefinition = {
  resource: null,
  schema: profileInputSchema,
  pickers: [],
  empty: () => ({}),
  fromRecord: (record) => ({ userName: text(record.userName), email: text(record.email), phoneNumber: text(record.phoneNumber), companyName: text(record.companyName) }),
  toBody: (values) =>
    compact({
      userName: presentText(values.userName),
      email: presentText(values.email),
      phoneNumber: presentText(values.phoneNumber),
      companyName: presentText(values.companyName) ?? '',
    }),
  conflictField: 'email',
  messages: { created: 'Profile updated.', updated: 'Profile updated.', failed: 'Failed to update the profile. Please try again.' },
  afterAdd: 'reset',
  afterEdit: 'stay',
  listPath: '/profile',
};

/** An add form that empties itself after each change: the passwords are never kept on screen. */
export const passwordFormDefinition: RecordFormDefinition = {
  resource: null,
  schema: passwordChangeSchema,
  pickers: [],
  empty: () => ({ currentPassword: '', newPassword: '', confirmPassword: '' }),
  fromRecord: () => ({ currentPassword: '', newPassword: '', confirmPassword: '' }),
  toBody: (values) => ({ currentPassword: text(values.currentPassword), newPassword: text(values.newPassword), confirmPassword: text(values.confirmPassword) }),
  messages: {
    created: 'Password changed. Your other sessions have been signed out.',
    updated: 'Password changed. Your other sessions have been signed out.',
    failed: 'Failed to change the password. Please try again.',
  },
  afterAdd: 'reset',
  afterEdit: 'stay',
  listPath: '/profile',
};

type Implementations = Parameters<typeof recordFormMachine.provide>[0];
type SaveInput = { body: Record<string, unknown>; failureMessage: string };

/** A document's server calls for the record form: read it, and PUT it back. */
export function documentFormActors(
  read: ((signal: AbortSignal) => Promise<Record<string, unknown>>) | null,
  save: (body: Record<string, unknown>, failureMessage: string, signal: AbortSignal) => Promise<SaveResult>,
): Implementations {
  return {
    actors: {
      loadForm: fromPromise<LoadedForm>(async ({ signal }) => ({ options: {}, record: read ? await read(signal) : null })) as never,
      saveForm: fromPromise<SaveResult, SaveInput>(({ input, signal }) => save(input.body, input.failureMessage, signal)) as never,
    },
  };
}

export const readSettingsDocument = (signal: AbortSignal) => fetchSettings(signal) as unknown as Promise<Record<string, unknown>>;
export const readProfileDocument = (signal: AbortSignal) => fetchProfile(signal) as unknown as Promise<Record<string, unknown>>;
export { changePassword, saveProfile, saveSettings };
