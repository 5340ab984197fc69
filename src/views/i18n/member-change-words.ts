import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MemberChange, MemberChangeWords } from '../../domain/member-change';

/**
 * The Users screen's question about a member change in the person's language (docs/i18n.md#names-from-src-domain):
 * src/domain/member-change.ts words it in English for the server's answer; the screen asks with these messages,
 * whose English is the same words.
 */
export function memberChangeQuestion(i18n: I18n, change: MemberChange): Omit<MemberChangeWords, 'done'> {
  const { name } = change;
  if (change.kind === 'role') {
    const toAdmin = change.role === 'admin';
    return {
      title: i18n._(msg`Change role`),
      question: i18n._(toAdmin ? msg`Make ${name} an admin? They will be signed out and must log in again.` : msg`Make ${name} staff? They will be signed out and must log in again.`),
      confirmLabel: i18n._(toAdmin ? msg`Make admin` : msg`Make staff`),
    };
  }
  if (change.status === 'deactivated') {
    return {
      title: i18n._(msg`Deactivate account`),
      question: i18n._(msg`Deactivate ${name}? They will be signed out at once and cannot log in until an admin reactivates them.`),
      confirmLabel: i18n._(msg`Deactivate`),
    };
  }
  return change.from === 'pending'
    ? { title: i18n._(msg`Approve account`), question: i18n._(msg`Approve ${name}? They can log in at once.`), confirmLabel: i18n._(msg`Approve`) }
    : { title: i18n._(msg`Reactivate account`), question: i18n._(msg`Reactivate ${name}? They can log in again.`), confirmLabel: i18n._(msg`Reactivate`) };
}
