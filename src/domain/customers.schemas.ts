/**
 * Customers (docs/api.md#records-and-their-fields, Customer form): the body of POST and PUT /api/customers,
 * the answer (with what they owe and their deposit balance), the picker's entries, and a deposit.
 */
import * as v from 'valibot';
import { RECORD_ID_PATTERN } from './list.schemas';
import { NAME_MAX_LENGTH, optionalText, required, REQUIRED_MESSAGE, requiredText } from './record-fields';
import { moneySchema } from './money.schemas';
import { SALE_PAYMENT_METHODS } from './sales.schemas';
import { singleLine } from './text.schemas';

/** The groups every database has (migration 0008); Regular is the form's first choice. */
export const CUSTOMER_GROUPS = ['Regular', 'Premium'] as const;
export const DEFAULT_CUSTOMER_GROUP = 'Regular';

const FIELD_MAX_LENGTH = 200;

const email = v.optional(
  v.pipe(
    v.string('Enter a valid email address.'),
    v.trim(),
    v.maxLength(FIELD_MAX_LENGTH, `At most ${FIELD_MAX_LENGTH} characters.`),
    v.check((text) => text === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text), 'Enter a valid email address.'),
  ),
  '',
);

const CUSTOMER_FIELDS_MESSAGE = 'A customer has only customerGroup, name, companyName, email, phone, taxNumber, address, city, state, postalCode and country.';

export const customerInputSchema = v.strictObject(
  {
    /** Regular or Premium, by name or _id ('Regular Customer', as the form words it, works too; docs/screens.md#customers-and-suppliers). */
    customerGroup: v.optional(v.pipe(v.string('Choose a customer group.'), v.trim(), v.maxLength(NAME_MAX_LENGTH, 'Choose a customer group.'), singleLine()), DEFAULT_CUSTOMER_GROUP),
    name: required(requiredText(NAME_MAX_LENGTH)),
    companyName: optionalText(FIELD_MAX_LENGTH),
    email,
    phone: required(requiredText(50)),
    taxNumber: optionalText(100),
    address: required(requiredText(FIELD_MAX_LENGTH)),
    city: required(requiredText(NAME_MAX_LENGTH)),
    state: optionalText(NAME_MAX_LENGTH),
    postalCode: optionalText(20),
    country: optionalText(NAME_MAX_LENGTH),
  },
  CUSTOMER_FIELDS_MESSAGE,
);
export type CustomerInput = v.InferOutput<typeof customerInputSchema>;

/** The contact fields every customer but the walk-in has (the walk-in is the shop's counter, with none). */
export const CUSTOMER_CONTACT_FIELDS = ['phone', 'address', 'city'] as const;

/**
 * The body of PUT /api/customers/{id}: the same fields, the contact ones allowed empty for the
 * walk-in customer, so the walk-in read with GET can be sent back (docs/api.md#http). The server
 * still requires them of every other customer.
 */
export const customerUpdateInputSchema = v.strictObject(
  {
    ...customerInputSchema.entries,
    phone: optionalText(50, REQUIRED_MESSAGE),
    address: optionalText(FIELD_MAX_LENGTH, REQUIRED_MESSAGE),
    city: optionalText(NAME_MAX_LENGTH, REQUIRED_MESSAGE),
  },
  CUSTOMER_FIELDS_MESSAGE,
);

export const customerSchema = v.object({
  _id: v.string(),
  customerGroup: v.string(),
  customerGroupId: v.string(),
  name: v.string(),
  companyName: v.string(),
  email: v.string(),
  phone: v.string(),
  taxNumber: v.string(),
  address: v.string(),
  city: v.string(),
  state: v.string(),
  postalCode: v.string(),
  country: v.string(),
  /** The walk-in customer: the POS's default, never deleted. */
  isWalkIn: v.boolean(),
  /** What they owe: the due of their completed sales. */
  balance: v.number(),
  /** Deposits less what sales took from them. */
  depositBalance: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Customer = v.InferOutput<typeof customerSchema>;

/** A choice in the sale form's and the POS's customer select. */
export const customerChoiceSchema = v.object({ _id: v.string(), name: v.string(), phone: v.string(), isWalkIn: v.boolean() });
export type CustomerChoice = v.InferOutput<typeof customerChoiceSchema>;

export const customerGroupSchema = v.object({ _id: v.string(), name: v.string() });

export const DEPOSIT_METHODS = SALE_PAYMENT_METHODS.filter((method) => method !== 'Deposit');

/** 'Add deposit': money the customer leaves with the shop, into an account. */
export const depositInputSchema = v.strictObject(
  {
    amount: v.pipe(
      required(moneySchema),
      v.check((amount) => amount > 0, 'A deposit is more than 0.'),
    ),
    /** The default account when absent. */
    accountId: v.optional(v.nullable(v.pipe(v.string(), v.regex(RECORD_ID_PATTERN, 'Choose an account.'), v.toLowerCase()))),
    method: v.optional(v.picklist(DEPOSIT_METHODS, `method must be one of ${DEPOSIT_METHODS.join(', ')}.`), 'Cash'),
    note: optionalText(500),
  },
  'A deposit has only amount, accountId, method and note.',
);
export type DepositInput = v.InferOutput<typeof depositInputSchema>;
