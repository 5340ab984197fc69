import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { DEPOSIT_METHODS } from '../../domain/customers.schemas';
import type { CustomerDepositActor, DepositField } from '../../machines/sales/customer-deposit.machine';
import { button } from '../../styles/controls.css';
import { backdrop, buttons, dialog, message as messageStyle, title as titleStyle } from '../common/ConfirmDialog.css';
import { fieldMessage } from '../common/form-fields.css';
import { Money } from '../common/Money';
import { SelectField } from '../common/SelectField';
import { TextField } from '../common/TextField';
import { paymentMethodName } from '../i18n/payment-method-names';
import { depositForm } from './CustomerDeposit.css';
import { shownText } from '../i18n/shown-text';
import { shownFieldErrors } from '../i18n/field-messages';

/** 'Add deposit' for one customer: amount, account, method and note, into the payments ledger. */
export function CustomerDepositDialog({ actor }: { actor: CustomerDepositActor }) {
  const isOpen = useSelector(actor, (snapshot) => snapshot.hasTag('open'));
  if (!isOpen) return null;
  return <OpenDepositDialog actor={actor} />;
}

function OpenDepositDialog({ actor }: { actor: CustomerDepositActor }) {
  const titleId = useId();
  const customer = useSelector(actor, (snapshot) => snapshot.context.customer!);
  const accounts = useSelector(actor, (snapshot) => snapshot.context.accounts);
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const { i18n, t } = useLingui();
  const errors = shownFieldErrors(i18n, useSelector(actor, (snapshot) => snapshot.context.fieldErrors));
  // A refusal that names a field is shown under it, not twice.
  const message = useSelector(actor, (snapshot) => {
    const { message: said, fieldErrors } = snapshot.context;
    return said && !(typeof said === 'string' && Object.values(fieldErrors).includes(said)) ? said : null;
  });
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('failed'));
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const change = (field: DepositField) => (event: { target: { value: string } }) => actor.send({ type: 'deposit.change', field, value: event.target.value });
  const { name } = customer;
  const accountLabel = (account: (typeof accounts)[number]) => {
    const { name: accountName, accountNumber } = account;
    return account.isDefault ? t`${accountName} (${accountNumber}) · default` : `${accountName} (${accountNumber})`;
  };

  return (
    <div className={backdrop}>
      <div
        className={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') actor.send({ type: 'deposit.close' });
        }}
      >
        <h2 id={titleId} className={titleStyle}>
          <Trans>
            Add deposit for <bdi>{name}</bdi>
          </Trans>
        </h2>
        <p className={messageStyle}>
          <Trans>
            Deposit balance <Money amount={customer.depositBalance} />
          </Trans>
        </p>
        {loading && (
          <p role="status">
            <Trans>Loading accounts…</Trans>
          </p>
        )}
        {message && (
          <div className={fieldMessage} role="alert">
            {shownText(i18n, message)}{' '}
            {failed && (
              <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'deposit.retry' })}>
                <Trans>Retry</Trans>
              </button>
            )}
          </div>
        )}
        <form
          noValidate
          className={depositForm}
          aria-label={t`Add deposit`}
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'deposit.submit' });
          }}
        >
          <TextField autoFocus id="deposit-amount" label={t`Amount`} required type="number" min={0.01} step={0.01} value={values.amount} error={errors.amount} onChange={change('amount')} />
          <SelectField
            id="deposit-account"
            label={t`Account`}
            required
            placeholder={t`Select account...`}
            options={accounts.map((account) => ({ value: account._id, label: accountLabel(account) }))}
            value={values.account}
            error={errors.account}
            onChange={change('account')}
          />
          <SelectField id="deposit-method" label={t`Method`} options={DEPOSIT_METHODS.map((method) => ({ value: method, label: paymentMethodName(i18n, method) }))} value={values.method} error={errors.method} onChange={change('method')} />
          <TextField id="deposit-note" label={t`Note`} value={values.note} error={errors.note} onChange={change('note')} />
          <div className={buttons}>
            <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'deposit.close' })}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className={button.primary} disabled={loading || failed || saving}>
              {saving ? t`Saving…` : t`Add deposit`}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
