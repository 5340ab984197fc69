import { useLingui } from '@lingui/react/macro';
import { passwordFormMachine, profileFormMachine } from '../../machines/session/profile-forms';
import { PASSWORD_MIN_LENGTH } from '../../domain/auth.schemas';
import { useAppActors } from '../app-actors';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { FormTextField } from '../common/FormFields';
import { useRecordFormActor } from '../common/use-record-form';
import { screen, screenTitle } from '../common/screen.css';
import { screenTitles } from '../i18n/screen-names';
import { columns } from './profile.css';

/** Profile (docs/screens.md#profile): 'Update User Profile' and 'Change Password', each saved for real. */
export function ProfileScreen() {
  const { i18n } = useLingui();
  return (
    <section className={screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={screenTitle}>
        {i18n._(screenTitles.profile)}
      </h1>
      <div className={columns}>
        <ProfileForm />
        <PasswordForm />
      </div>
    </section>
  );
}

function ProfileForm() {
  // The machine tells the session the new name, so the greeting and the menu show it at once.
  const { session } = useAppActors();
  const actor = useRecordFormActor(profileFormMachine, { announceTo: session });
  const { t } = useLingui();
  return (
    <RecordFormFrame actor={actor} title={t`Update User Profile`} headingLevel="h2" headingId="profile-title" shownFields={['userName', 'email', 'phoneNumber', 'companyName']}>
      <FormTextField form={actor} name="userName" label={t`UserName`} required autoComplete="name" />
      <FormTextField form={actor} name="email" label={t`Email`} required type="email" autoComplete="email" />
      <FormTextField form={actor} name="phoneNumber" label={t`Phone Number`} required type="tel" autoComplete="tel" />
      <FormTextField form={actor} name="companyName" label={t`Company Name`} autoComplete="organization" />
    </RecordFormFrame>
  );
}

function PasswordForm() {
  const actor = useRecordFormActor(passwordFormMachine);
  const { t } = useLingui();
  return (
    <RecordFormFrame actor={actor} title={t`Change Password`} headingLevel="h2" headingId="password-title" shownFields={['currentPassword', 'newPassword', 'confirmPassword']}>
      <FormTextField form={actor} name="currentPassword" label={t`Current Password`} required type="password" autoComplete="current-password" />
      <FormTextField form={actor} name="newPassword" label={t`New Password`} required type="password" autoComplete="new-password" hint={t`At least ${PASSWORD_MIN_LENGTH} characters.`} />
      <FormTextField form={actor} name="confirmPassword" label={t`Confirm Password`} required type="password" autoComplete="new-password" />
    </RecordFormFrame>
  );
}
