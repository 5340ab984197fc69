import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { transferFormMachine } from '../../machines/accounting/account-forms';
import { fieldValue } from '../../machines/common/record-form.machine';
import { screens } from '../../domain/screens';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid, wide } from '../common/RecordFormFrame.css';
import { useRecordFormActor } from '../common/use-record-form';
import { FormSelectField, FormTextField } from '../common/FormFields';
import { useMoneyFormat } from '../common/use-shop-settings';
import { screenTitles } from '../i18n/screen-names';

/**
 * Add Transfer (/account/transfer/add): date, from, to, amount, note. The source account's
 * balance shows under it, as read when the form opened; the server checks it again on save.
 */
export function TransferFormScreen() {
  const actor = useRecordFormActor(transferFormMachine);
  const format = useMoneyFormat();
  const accounts = useSelector(actor, (snapshot) => snapshot.context.options.accounts) ?? [];
  const fromBalance = useSelector(actor, (snapshot) => snapshot.context.options.accounts?.find((option) => option.id === fieldValue(snapshot, 'fromAccount'))?.record.balance);
  const options = accounts.map((option) => ({ value: option.id, label: `${option.name} (${String(option.record.accountNumber)})` }));
  const { i18n, t } = useLingui();
  const balance = typeof fromBalance === 'number' ? format(fromBalance) : null;
  return (
    <RecordFormFrame actor={actor} title={i18n._(screenTitles.transferAdd)} listPath={screens.moneyTransfer.path} shownFields={['date', 'fromAccount', 'toAccount', 'amount', 'note']}>
      <div className={fieldGrid}>
        <FormTextField form={actor} name="date" label={t`Date`} type="date" required />
        <FormTextField form={actor} name="amount" label={t`Amount`} required inputMode="decimal" placeholder="0.00" />
        <FormSelectField
          form={actor}
          name="fromAccount"
          label={t`From Account`}
          required
          placeholder={t`Select account`}
          options={options}
          hint={balance === null ? undefined : t`Balance: ${balance}`}
        />
        <FormSelectField form={actor} name="toAccount" label={t`To Account`} required placeholder={t`Select account`} options={options} />
        <div className={wide}>
          <FormTextField form={actor} name="note" label={t`Note`} autoComplete="off" />
        </div>
      </div>
    </RecordFormFrame>
  );
}
