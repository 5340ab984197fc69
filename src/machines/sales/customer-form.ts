/**
 * Add Customer and Edit Customer (docs/api.md#records-and-their-fields and docs/screens.md#customers-and-suppliers: name, phone, address
 * and city required): the record form machine with the customer's definition; back to the list after
 * a save.
 */
import { customerInputSchema, DEFAULT_CUSTOMER_GROUP } from '../../domain/customers.schemas';
import { screens } from '../../domain/screens';
import { compact, presentText, text } from '../common/form-values';
import { recordFormMachine, type RecordFormDefinition } from '../common/record-form.machine';

export type CustomerValues = {
  customerGroup: string;
  name: string;
  companyName: string;
  email: string;
  phone: string;
  taxNumber: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
};

const FIELDS = ['customerGroup', 'name', 'companyName', 'email', 'phone', 'taxNumber', 'address', 'city', 'state', 'postalCode', 'country'] as const;

export const customerFormDefinition: RecordFormDefinition<CustomerValues> = {
  source: { resource: 'customers' },
  schema: customerInputSchema,
  pickers: [],
  empty: () => ({ customerGroup: DEFAULT_CUSTOMER_GROUP, name: '', companyName: '', email: '', phone: '', taxNumber: '', address: '', city: '', state: '', postalCode: '', country: '' }),
  fromRecord: (record) => ({
    customerGroup: text(record.customerGroup),
    name: text(record.name),
    companyName: text(record.companyName),
    email: text(record.email),
    phone: text(record.phone),
    taxNumber: text(record.taxNumber),
    address: text(record.address),
    city: text(record.city),
    state: text(record.state),
    postalCode: text(record.postalCode),
    country: text(record.country),
  }),
  toBody: (values) => compact(Object.fromEntries(FIELDS.map((field) => [field, presentText(values[field])]))),
  // The form's own words (docs/i18n.md#machines).
  messages: {
    created: /*i18n*/ { id: 'customer.added', message: 'Customer added successfully!' },
    updated: /*i18n*/ { id: 'customer.updated', message: 'Customer updated successfully!' },
    failed: /*i18n*/ { id: 'customer.save-failed', message: 'Failed to save the customer. Please try again.' },
  },
  afterAdd: { navigate: screens.customerList.path },
  afterEdit: { navigate: screens.customerList.path },
};

export const customerFormMachine = recordFormMachine(customerFormDefinition);
