/**
 * The user's own documents on the one record form machine: the profile and the password change.
 * Each screen provides the form's server calls (documentFormActors); the definitions say only what
 * the forms hold and send.
 */
import { changePassword, fetchProfile, saveProfile } from '../../api/settings/settings';
import { passwordChangeSchema, profileInputSchema } from '../../domain/settings.schemas';
import { compact, presentText, text } from '../common/form-values';
import type { RecordFormDefinition } from '../common/record-form.machine';
import { screens } from '../../domain/screens';

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
  listPath: screens.profile.path,
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
  listPath: screens.profile.path,
};

export const readProfileDocument = (signal: AbortSignal) => fetchProfile(signal) as unknown as Promise<Record<string, unknown>>;
export { changePassword, saveProfile };
