import { useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { CUSTOMER_GROUPS } from '../../domain/customers.schemas';
import { screens } from '../../domain/screens';
import { customerFormMachine } from '../../machines/sales/customer-form';
import { FormSelectField, FormTextField } from '../common/FormFields';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid } from '../common/RecordFormFrame.css';
import { useRecordFormActor } from '../common/use-record-form';
import { customerGroupName } from '../i18n/customer-group-names';
import { screenTitles } from '../i18n/screen-names';

const SHOWN = ['customerGroup', 'name', 'companyName', 'email', 'phone', 'taxNumber', 'address', 'city', 'state', 'postalCode', 'country'];

/** Add Customer and Edit Customer (/customer/add, /customer/edit/:id): the form in docs/api.md#records-and-their-fields. */
export function CustomerFormScreen() {
  const { id } = useParams<{ id?: string }>();
  const actor = useRecordFormActor(customerFormMachine, { id });
  const { i18n, t } = useLingui();
  return (
    <RecordFormFrame actor={actor} title={i18n._(id ? screenTitles.customerEdit : screenTitles.customerAdd)} listPath={screens.customerList.path} shownFields={SHOWN}>
      <div className={fieldGrid}>
        <FormSelectField form={actor} name="customerGroup" label={t`Customer Group`} options={CUSTOMER_GROUPS.map((group) => ({ value: group, label: customerGroupName(i18n, group) }))} />
        <FormTextField form={actor} name="name" label={t`Name`} required autoComplete="off" />
        <FormTextField form={actor} name="companyName" label={t`Company Name`} autoComplete="off" />
        <FormTextField form={actor} name="email" label={t`Email`} type="email" autoComplete="off" />
        <FormTextField form={actor} name="phone" label={t`Phone`} type="tel" required autoComplete="off" />
        <FormTextField form={actor} name="taxNumber" label={t`Tax Number`} autoComplete="off" />
        <FormTextField form={actor} name="address" label={t`Address`} required autoComplete="off" />
        <FormTextField form={actor} name="city" label={t`City`} required autoComplete="off" />
        <FormTextField form={actor} name="state" label={t`State`} autoComplete="off" />
        <FormTextField form={actor} name="postalCode" label={t`Postal Code`} autoComplete="off" />
        <FormTextField form={actor} name="country" label={t`Country`} autoComplete="off" />
      </div>
    </RecordFormFrame>
  );
}
