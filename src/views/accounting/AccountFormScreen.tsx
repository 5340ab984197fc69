import { useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { accountFormMachine } from '../../machines/accounting/account-forms';
import { screens } from '../../domain/screens';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid, wide } from '../common/RecordFormFrame.css';
import { useRecordFormActor } from '../common/use-record-form';
import { FormTextField } from '../common/FormFields';
import { screenTitles } from '../i18n/screen-names';

/** An account number as the shop writes one: a code, the same in every language. */
const ACCOUNT_NUMBER_EXAMPLE = 'BANK-001';

/** Add Account (/account/add) and Edit Account (/account/edit/:id): Account No*, Name*, Initial Balance, Note (docs/screens.md#accounting). */
export function AccountFormScreen() {
  const { id } = useParams<{ id?: string }>();
  const actor = useRecordFormActor(accountFormMachine, { id });
  const { i18n, t } = useLingui();
  return (
    <RecordFormFrame actor={actor} title={i18n._(id ? screenTitles.accountEdit : screenTitles.accountAdd)} listPath={screens.accountList.path} shownFields={['accountNumber', 'name', 'initialBalance', 'note']}>
      <div className={fieldGrid}>
        <FormTextField form={actor} name="accountNumber" label={t`Account No`} required autoComplete="off" placeholder={ACCOUNT_NUMBER_EXAMPLE} />
        <FormTextField form={actor} name="name" label={t`Name`} required autoComplete="off" placeholder={t`Meezan Bank`} />
        <FormTextField form={actor} name="initialBalance" label={t`Initial Balance`} inputMode="decimal" placeholder="0.00" />
        <div className={wide}>
          <FormTextField form={actor} name="note" label={t`Note`} autoComplete="off" />
        </div>
      </div>
    </RecordFormFrame>
  );
}
