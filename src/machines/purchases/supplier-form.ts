/** Add Supplier and Edit Supplier: the record form machine over src/domain/supplier.schemas.ts. */
import { screens } from '../../domain/screens';
import { supplierInputSchema } from '../../domain/supplier.schemas';
import { text } from '../common/form-values';
import { recordFormMachine, type RecordFormDefinition } from '../common/record-form.machine';

export type SupplierValues = {
  name: string;
  companyName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  country: string;
};

const FIELDS = ['name', 'companyName', 'email', 'phone', 'address', 'city', 'country'] as const;

export const supplierFormDefinition: RecordFormDefinition<SupplierValues> = {
  source: { resource: 'suppliers' },
  schema: supplierInputSchema,
  pickers: [],
  empty: () => ({ name: '', companyName: '', email: '', phone: '', address: '', city: '', country: '' }),
  fromRecord: (record) => ({
    name: text(record.name),
    companyName: text(record.companyName),
    email: text(record.email),
    phone: text(record.phone),
    address: text(record.address),
    city: text(record.city),
    country: text(record.country),
  }),
  toBody: (values) => Object.fromEntries(FIELDS.map((field) => [field, values[field].trim()])),
  conflictField: 'name',
  messages: {
    created: /*i18n*/ { id: 'supplier.added', message: 'Supplier added successfully!' },
    updated: /*i18n*/ { id: 'supplier.updated', message: 'Supplier updated successfully!' },
    failed: /*i18n*/ { id: 'supplier.save-failed', message: 'Failed to save the supplier. Please try again.' },
  },
  afterAdd: { navigate: screens.supplierList.path },
  afterEdit: { navigate: screens.supplierList.path },
};

export const supplierFormMachine = recordFormMachine(supplierFormDefinition);
