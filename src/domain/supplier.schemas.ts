/**
 * Suppliers (docs/api.md#the-calls, /api/suppliers): who a purchase is bought from. The purchase forms
 * and the import pick from them by name or id.
 */
import * as v from 'valibot';
import { NAME_MAX_LENGTH, optionalText, required, requiredText } from './record-fields';

const CONTACT_MAX_LENGTH = 200;
export const EMAIL_MESSAGE = 'Enter an email address such as name@example.com.';

/** POST /api/suppliers and PUT /api/suppliers/{id}: only name is required. */
export const supplierInputSchema = v.strictObject(
  {
    name: required(requiredText(NAME_MAX_LENGTH)),
    companyName: optionalText(NAME_MAX_LENGTH),
    email: v.pipe(
      optionalText(CONTACT_MAX_LENGTH),
      v.check((email: string) => email === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email), EMAIL_MESSAGE),
    ),
    phone: optionalText(50),
    address: optionalText(CONTACT_MAX_LENGTH),
    city: optionalText(NAME_MAX_LENGTH),
    country: optionalText(NAME_MAX_LENGTH),
  },
  'A supplier has only name, companyName, email, phone, address, city and country.',
);
export type SupplierInput = v.InferOutput<typeof supplierInputSchema>;

export const supplierSchema = v.object({
  _id: v.string(),
  name: v.string(),
  companyName: v.string(),
  email: v.string(),
  phone: v.string(),
  address: v.string(),
  city: v.string(),
  country: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Supplier = v.InferOutput<typeof supplierSchema>;
