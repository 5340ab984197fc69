import { useParams } from 'wouter';
import { accountFormMachine } from '../../machines/accounting/account-forms';
import { screens } from '../../domain/screens';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid, wide } from '../common/RecordFormFrame.css';
import { useRecordFormActor } from '../common/use-record-form';
import { FormTextField } from '../common/FormFields';

/** Add Account (/account/add) and Edit Account (/account/edit/:id): Account No*, Name*, Initial Balance, Note (docs/screens.md#accounting). */
export function AccountFormScreen() {
  const { id } = useParams<{ id?: string }>();
  const actor = useRecordFormActor(accountFormMachine, { id });
  return (
    <RecordFormFrame actor={actor} title={id ? screens.accountEdit.title : screens.accountAdd.title} listPath={screens.accountList.path} shownFields={['accountNumber', 'name', 'initialBalance', 'note']}>
      <div className={fieldGrid}>
        <FormTextField form={actor} name="accountNumber" label="Account No" required autoComplete="off" placeholder="BANK-001" />
        <FormTextField form={actor} name="name" label="Name" required autoComplete="off" placeholder="Meezan Bank" />
        <FormTextField form={actor} name="initialBalance" label="Initial Balance" inputMode="decimal" placeholder="0.00" />
        <div className={wide}>
          <FormTextField form={actor} name="note" label="Note" autoComplete="off" />
        </div>
      </div>
    </RecordFormFrame>
  );
}
