import { useParams } from 'wouter';
import { CUSTOMER_GROUPS } from '../../domain/customers.schemas';
import { screens } from '../../domain/screens';
import { customerFormMachine } from '../../machines/sales/customer-form';
import { FormSelectField, FormTextField } from '../common/FormFields';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid } from '../common/RecordFormFrame.css';
import { useRecordFormActor } from '../common/use-record-form';

const SHOWN = ['customerGroup', 'name', 'companyName', 'email', 'phone', 'taxNumber', 'address', 'city', 'state', 'postalCode', 'country'];

/** Add Customer and Edit Customer (/customer/add, /customer/edit/:id): the form in docs/api.md#records-and-their-fields. */
export function CustomerFormScreen() {
  const { id } = useParams<{ id?: string }>();
  const actor = useRecordFormActor(customerFormMachine, { id });
  return (
    <RecordFormFrame actor={actor} title={id ? screens.customerEdit.title : screens.customerAdd.title} listPath={screens.customerList.path} shownFields={SHOWN}>
      <div className={fieldGrid}>
        <FormSelectField form={actor} name="customerGroup" label="Customer Group" options={CUSTOMER_GROUPS.map((group) => ({ value: group, label: `${group} Customer` }))} />
        <FormTextField form={actor} name="name" label="Name" required autoComplete="off" />
        <FormTextField form={actor} name="companyName" label="Company Name" autoComplete="off" />
        <FormTextField form={actor} name="email" label="Email" type="email" autoComplete="off" />
        <FormTextField form={actor} name="phone" label="Phone" type="tel" required autoComplete="off" />
        <FormTextField form={actor} name="taxNumber" label="Tax Number" autoComplete="off" />
        <FormTextField form={actor} name="address" label="Address" required autoComplete="off" />
        <FormTextField form={actor} name="city" label="City" required autoComplete="off" />
        <FormTextField form={actor} name="state" label="State" autoComplete="off" />
        <FormTextField form={actor} name="postalCode" label="Postal Code" autoComplete="off" />
        <FormTextField form={actor} name="country" label="Country" autoComplete="off" />
      </div>
    </RecordFormFrame>
  );
}
