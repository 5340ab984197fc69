/**
 * The user's own documents on the one record form machine: the profile and the password change.
 * A saved profile is announced to the session, so the greeting and the menu show the new name.
 */
import { changePassword, fetchProfile, saveProfile } from '../../api/session/profile';
import { passwordChangeSchema, profileInputSchema } from '../../domain/settings.schemas';
import { compact, presentText, text } from '../common/form-values';
import { recordFormMachine, type RecordFormDefinition } from '../common/record-form.machine';
import type { SessionEvent } from './session.machine';

export type ProfileValues = {
  userName: string;
  email: string;
  phoneNumber: string;
  companyName: string;
};

export const profileFormDefinition: RecordFormDefinition<ProfileValues> = {
  source: { read: fetchProfile, save: saveProfile },
  schema: profileInputSchema,
  pickers: [],
  empty: () => ({ userName: '', email: '', phoneNumber: '', companyName: '' }),
  fromRecord: (record) => ({ userName: text(record.userName), email: text(record.email), phoneNumber: text(record.phoneNumber), companyName: text(record.companyName) }),
  toBody: (values) =>
    compact({
      userName: presentText(values.userName),
      email: presentText(values.email),
      phoneNumber: presentText(values.phoneNumber),
      companyName: presentText(values.companyName) ?? '',
    }),
  conflictField: 'email',
  announce: (saved): SessionEvent => ({ type: 'session.profile.updated', name: text(saved.userName), email: text(saved.email) }),
  messages: { created: 'Profile updated.', updated: 'Profile updated.', failed: 'Failed to update the profile. Please try again.' },
  afterAdd: 'reset',
  afterEdit: 'stay',
};

export type PasswordValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

const noPasswords = (): PasswordValues => ({ currentPassword: '', newPassword: '', confirmPassword: '' });

/** An add form that empties itself after each change: the passwords are never kept on screen. */
export const passwordFormDefinition: RecordFormDefinition<PasswordValues> = {
  source: { read: null, save: changePassword },
  schema: passwordChangeSchema,
  pickers: [],
  empty: noPasswords,
  fromRecord: noPasswords,
  toBody: (values) => ({ currentPassword: values.currentPassword, newPassword: values.newPassword, confirmPassword: values.confirmPassword }),
  messages: {
    created: 'Password changed. Your other sessions have been signed out.',
    updated: 'Password changed. Your other sessions have been signed out.',
    failed: 'Failed to change the password. Please try again.',
  },
  afterAdd: 'reset',
  afterEdit: 'stay',
};

export const profileFormMachine = recordFormMachine(profileFormDefinition);
export const passwordFormMachine = recordFormMachine(passwordFormDefinition);
