import { useMemo } from 'react';
import { documentFormActors } from '../../machines/common/document-form-actors';
import { changePassword, passwordFormDefinition, profileFormDefinition, readProfileDocument, saveProfile } from '../../machines/session/profile-forms';
import { PASSWORD_MIN_LENGTH } from '../../domain/auth.schemas';
import { useAppActors } from '../app-actors';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { TextField } from '../common/TextField';
import { RecordFormImplementationsContext, useRecordFields, useRecordFormActor } from '../common/use-record-form';
import { screen, screenTitle } from '../common/screen.css';
import { columns } from './profile.css';

/** SPEC.md section 2, Profile: 'Update User Profile' and 'Change Password', each saved for real (issue 4). */
export function ProfileScreen() {
  const { session } = useAppActors();
  const profileCalls = useMemo(
    () =>
      documentFormActors(readProfileDocument, async (body, failureMessage, signal) => {
        const result = await saveProfile(body, failureMessage, signal);
        if (result.ok) session.send({ type: 'session.profile.updated', name: String(result.record.userName), email: String(result.record.email) });
        return result;
      }),
    [session],
  );
  const passwordCalls = useMemo(() => documentFormActors(null, changePassword), []);
  return (
    <section className={screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={screenTitle}>
        Profile
      </h1>
      <div className={columns}>
        <RecordFormImplementationsContext.Provider value={profileCalls}>
          <ProfileForm />
        </RecordFormImplementationsContext.Provider>
        <RecordFormImplementationsContext.Provider value={passwordCalls}>
          <PasswordForm />
        </RecordFormImplementationsContext.Provider>
      </div>
    </section>
  );
}

function ProfileForm() {
  const actor = useRecordFormActor(profileFormDefinition, 'me');
  const fields = useRecordFields(actor);
  return (
    <RecordFormFrame actor={actor} title="Update User Profile" headingLevel="h2" headingId="profile-title" shownFields={['userName', 'email', 'phoneNumber', 'companyName']}>
      <TextField label="UserName" required autoComplete="name" {...fields.bind('userName')} />
      <TextField label="Email" required type="email" autoComplete="email" {...fields.bind('email')} />
      <TextField label="Phone Number" required type="tel" autoComplete="tel" {...fields.bind('phoneNumber')} />
      <TextField label="Company Name" autoComplete="organization" {...fields.bind('companyName')} />
    </RecordFormFrame>
  );
}

function PasswordForm() {
  const actor = useRecordFormActor(passwordFormDefinition, undefined);
  const fields = useRecordFields(actor);
  return (
    <RecordFormFrame actor={actor} title="Change Password" headingLevel="h2" headingId="password-title" shownFields={['currentPassword', 'newPassword', 'confirmPassword']}>
      <TextField label="Current Password" required type="password" autoComplete="current-password" {...fields.bind('currentPassword')} />
      <TextField label="New Password" required type="password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} {...fields.bind('newPassword')} />
      <TextField label="Confirm Password" required type="password" autoComplete="new-password" {...fields.bind('confirmPassword')} />
    </RecordFormFrame>
  );
}
