import { useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import { TILL_CODE_MESSAGE, TILL_METHODS } from '../../domain/tills.schemas';
import { screens } from '../../domain/screens';
import { methodAccountField, tillFormMachine } from '../../machines/settings/till-form';
import { FormSelectField, FormTextField } from '../common/FormFields';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid } from '../common/RecordFormFrame.css';
import { useRecordFormActor } from '../common/use-record-form';

const methodLabels = { Card: 'Card Account', Paypal: 'Paypal Account', Cheque: 'Cheque Account', GiftCard: 'Gift Card Account' } as const;

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
  return (
    <RecordFormFrame actor={actor} title={id ? screens.tillEdit.title : screens.tillAdd.title} listPath={screens.tillList.path} shownFields={fields}>
      <div className={fieldGrid}>
        <FormTextField form={actor} name="name" label="Name" required autoComplete="off" placeholder="Till 2" />
        <FormTextField form={actor} name="code" label="Code" required autoComplete="off" placeholder="2" hint={`${TILL_CODE_MESSAGE} Receipts read POS-<code>-000001.`} />
        <FormSelectField form={actor} name="warehouse" label="Warehouse" required placeholder="Choose the warehouse it sells from" options={choices(options.warehouses)} />
        <FormSelectField form={actor} name="biller" label="Biller" required placeholder="Choose a biller" options={choices(options.billers)} />
        <FormSelectField form={actor} name="cashAccount" label="Cash Account" required placeholder="Choose the drawer's account" options={choices(options.accounts)} />
        {TILL_METHODS.map((method) => (
          <FormSelectField key={method} form={actor} name={methodAccountField(method)} label={methodLabels[method]} placeholder="General Setting's account" options={choices(options.accounts)} />
        ))}
      </div>
    </RecordFormFrame>
  );
}
