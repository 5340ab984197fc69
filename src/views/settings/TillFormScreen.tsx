import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import { TILL_CODE_MAX_LENGTH, TILL_METHODS } from '../../domain/tills.schemas';
import { screens } from '../../domain/screens';
import { methodAccountField, tillFormMachine } from '../../machines/settings/till-form';
import { FormSelectField, FormTextField } from '../common/FormFields';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid } from '../common/RecordFormFrame.css';
import { useRecordFormActor } from '../common/use-record-form';
import { screenTitles } from '../i18n/screen-names';

const methodLabels: Readonly<Record<(typeof TILL_METHODS)[number], MessageDescriptor>> = {
  Card: msg`Card Account`,
  Paypal: msg`Paypal Account`,
  Cheque: msg`Cheque Account`,
  GiftCard: msg`Gift Card Account`,
};

/** What a receipt number looks like, a code in it: kept as it is in every language. */
const RECEIPT_PATTERN = 'POS-<code>-000001';

/**
 * Add Till and Edit Till (/settings/till/add, /settings/till/edit/:id): Name*, Code*, Warehouse*,
 * Biller*, Cash Account* and an account for each other method (docs/tills-and-shifts.md#tills).
 */
export function TillFormScreen() {
  const { id } = useParams<{ id?: string }>();
  const actor = useRecordFormActor(tillFormMachine, { id });
  const options = useSelector(actor, (snapshot) => snapshot.context.options);
  const choices = (list: typeof options.accounts) => (list ?? []).map((option) => ({ value: option.id, label: option.name }));
  const fields = ['name', 'code', 'warehouse', 'biller', 'cashAccount', ...TILL_METHODS.map(methodAccountField)];
  const { i18n, t } = useLingui();
  // The code's rule in the words of src/domain/tills.schemas.ts (TILL_CODE_MESSAGE), which the server refuses with.
  const codeHint = t`1 to ${TILL_CODE_MAX_LENGTH} letters or digits. Receipts read ${RECEIPT_PATTERN}.`;
  return (
    <RecordFormFrame actor={actor} title={i18n._(id ? screenTitles.tillEdit : screenTitles.tillAdd)} listPath={screens.tillList.path} shownFields={fields}>
      <div className={fieldGrid}>
        <FormTextField form={actor} name="name" label={t`Name`} required autoComplete="off" placeholder={t`Till 2`} />
        <FormTextField form={actor} name="code" label={t`Code`} required autoComplete="off" placeholder="2" hint={codeHint} />
        <FormSelectField form={actor} name="warehouse" label={t`Warehouse`} required placeholder={t`Choose the warehouse it sells from`} options={choices(options.warehouses)} />
        <FormSelectField form={actor} name="biller" label={t`Biller`} required placeholder={t`Choose a biller`} options={choices(options.billers)} />
        <FormSelectField form={actor} name="cashAccount" label={t`Cash Account`} required placeholder={t`Choose the drawer's account`} options={choices(options.accounts)} />
        {TILL_METHODS.map((method) => (
          <FormSelectField key={method} form={actor} name={methodAccountField(method)} label={i18n._(methodLabels[method])} placeholder={t`General Setting's account`} options={choices(options.accounts)} />
        ))}
      </div>
    </RecordFormFrame>
  );
}
