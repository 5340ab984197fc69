/**
 * General Setting, the user's profile and the password change (docs/screens.md#settings and docs/api.md#records-and-their-fields),
 * shared by the server's validation and the forms.
 */
import * as v from 'valibot';
import { ACCOUNT_STATUSES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, roles } from './auth.schemas';
import { RECORD_ID_PATTERN } from './list.schemas';
import { optionalText, REQUIRED_MESSAGE, required, requiredText, UPLOAD_URL_PATTERN } from './record-fields';
import { moneySchema } from './money.schemas';
import { multiLine, singleLine } from './text.schemas';
import { CURRENCIES } from './currencies';
import { ACCOUNT_PAYMENT_METHODS, CURRENCY_POSITIONS, DATE_FORMATS, INVOICE_FORMATS, STAFF_ACCESS_LEVELS, type AccountPaymentMethod } from './shop-constants';
import { TIME_ZONES } from './time-zones';

const choice = <T extends readonly string[]>(options: T) => required(v.picklist(options, REQUIRED_MESSAGE));
const optionalChoice = <T extends readonly string[]>(options: T) => v.optional(v.nullable(v.picklist(options, 'Choose one of the options.')), null);

export type PaymentAccounts = Partial<Record<AccountPaymentMethod, string | null>>;

const accountIdOrNone = v.optional(v.nullable(v.pipe(v.string('Choose an account.'), v.trim(), v.regex(RECORD_ID_PATTERN, 'Choose an account.'), v.toLowerCase())));
/** Left out of a PUT: the accounts saved before stay (a form without the field does not clear them). */
const paymentAccountsInputSchema = v.optional(
  v.strictObject(
    Object.fromEntries(ACCOUNT_PAYMENT_METHODS.map((method) => [method, accountIdOrNone])) as Record<AccountPaymentMethod, typeof accountIdOrNone>,
    `paymentAccounts names an account only for ${ACCOUNT_PAYMENT_METHODS.join(', ')}.`,
  ),
);
const paymentAccountsSchema = v.object(
  Object.fromEntries(ACCOUNT_PAYMENT_METHODS.map((method) => [method, v.optional(v.nullable(v.string()))])) as Record<AccountPaymentMethod, v.OptionalSchema<v.NullableSchema<v.StringSchema<undefined>, undefined>, undefined>>,
);

/** Text printed on the receipt as typed, line breaks and all (an address, a footer). */
const receiptText = (maxLength: number) => v.pipe(v.string(), v.trim(), v.maxLength(maxLength, `At most ${maxLength} characters.`), multiLine());

/**
 * General settings (docs/screens.md#settings): required and optional fields, and the account of each
 * payment method. What GET answers may be sent back as it is: its updatedAt is accepted and ignored.
 */
export const generalSettingsInputSchema = v.strictObject(
  {
    systemTitle: required(requiredText(80)),
    // Required on the form; null is a shop that has no logo yet, as GET answers it, sent back as it is.
    systemLogo: v.pipe(
      v.optional(v.unknown(), () => undefined),
      v.check((value) => value !== undefined && !(typeof value === 'string' && value.trim() === ''), REQUIRED_MESSAGE),
      v.nullable(v.pipe(v.string(REQUIRED_MESSAGE), v.regex(UPLOAD_URL_PATTERN, 'Upload an image for the logo.'))),
    ),
    currency: choice(CURRENCIES),
    currencyPosition: choice(CURRENCY_POSITIONS),
    timeZone: optionalChoice(TIME_ZONES),
    staffAccess: choice(STAFF_ACCESS_LEVELS),
    invoiceFormat: choice(INVOICE_FORMATS),
    dateFormat: choice(DATE_FORMATS),
    developedBy: optionalText(80),
    // The receipt's head and foot (docs/screens.md#receipt). Left out of a PUT: what was saved stays.
    shopAddress: v.optional(receiptText(200)),
    shopPhone: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40, 'At most 40 characters.'), singleLine(), v.regex(/^(\+?[0-9 ()/.-]{3,40})?$/, 'Enter a phone number: digits, spaces, + ( ) / . -'))),
    receiptFooter: v.optional(receiptText(200)),
    /** A count off by more than this waits for an admin (docs/tills-and-shifts.md#closing). Left out of a PUT: what was saved stays. */
    cashVarianceThreshold: v.optional(moneySchema),
    paymentAccounts: paymentAccountsInputSchema,
    updatedAt: v.optional(v.nullable(v.string())),
  },
  'General Setting has only its own fields.',
);
export type GeneralSettingsInput = v.InferOutput<typeof generalSettingsInputSchema>;

export const generalSettingsSchema = v.object({
  systemTitle: v.string(),
  systemLogo: v.nullable(v.string()),
  currency: v.picklist(CURRENCIES),
  currencyPosition: v.picklist(CURRENCY_POSITIONS),
  timeZone: v.picklist(TIME_ZONES),
  staffAccess: v.picklist(STAFF_ACCESS_LEVELS),
  invoiceFormat: v.picklist(INVOICE_FORMATS),
  dateFormat: v.picklist(DATE_FORMATS),
  developedBy: v.string(),
  shopAddress: v.string(),
  shopPhone: v.string(),
  receiptFooter: v.string(),
  cashVarianceThreshold: v.number(),
  paymentAccounts: paymentAccountsSchema,
  updatedAt: v.nullable(v.string()),
});
export type GeneralSettings = v.InferOutput<typeof generalSettingsSchema>;

const email = v.pipe(v.string(REQUIRED_MESSAGE), v.trim(), v.nonEmpty(REQUIRED_MESSAGE), v.maxLength(254, 'Email is too long.'), singleLine(), v.email('Enter a valid email address.'));

/** Profile (docs/screens.md#profile): 'Update User Profile'. */
export const profileInputSchema = v.strictObject(
  {
    userName: required(requiredText(100)),
    email: required(email),
    phoneNumber: required(
      v.pipe(v.string(REQUIRED_MESSAGE), v.trim(), v.nonEmpty(REQUIRED_MESSAGE), v.regex(/^\+?[0-9 ()-]{5,20}$/, 'Enter a phone number: digits, spaces, + ( ) -.')),
    ),
    companyName: optionalText(100),
  },
  'The profile has only UserName, Email, Phone Number and Company Name.',
);
export type ProfileInput = v.InferOutput<typeof profileInputSchema>;

/**
 * The body of PUT /api/profile: the form's fields, the phone allowed empty while the account has
 * none yet (a new account), so a profile read with GET can be sent back (docs/api.md#http). A
 * phone once given is not emptied: the server refuses that under phoneNumber.
 */
export const profileUpdateInputSchema = v.strictObject(
  {
    ...profileInputSchema.entries,
    phoneNumber: v.optional(v.union([v.literal(''), profileInputSchema.entries.phoneNumber], 'Enter a phone number: digits, spaces, + ( ) -.'), ''),
  },
  'The profile has only UserName, Email, Phone Number and Company Name.',
);

export const profileSchema = v.object({
  _id: v.string(),
  userName: v.string(),
  email: v.string(),
  phoneNumber: v.string(),
  companyName: v.string(),
  role: v.picklist(roles),
});
export type Profile = v.InferOutput<typeof profileSchema>;

export const PASSWORDS_DIFFER_MESSAGE = 'New Password and Confirm Password do not match.';

/** Profile (docs/screens.md#profile): 'Change Password'; the match and length rules are ours. */
export const passwordChangeSchema = v.pipe(
  v.strictObject(
    {
      currentPassword: required(v.pipe(v.string(REQUIRED_MESSAGE), v.nonEmpty(REQUIRED_MESSAGE), v.maxLength(PASSWORD_MAX_LENGTH, 'The current password is wrong.'))),
      newPassword: required(
        v.pipe(
          v.string(REQUIRED_MESSAGE),
          v.nonEmpty(REQUIRED_MESSAGE),
          v.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`),
          v.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
        ),
      ),
      confirmPassword: required(v.pipe(v.string(REQUIRED_MESSAGE), v.nonEmpty(REQUIRED_MESSAGE))),
    },
    'Only currentPassword, newPassword and confirmPassword are accepted.',
  ),
  v.forward(
    v.partialCheck([['newPassword'], ['confirmPassword']], (input) => input.newPassword === input.confirmPassword, PASSWORDS_DIFFER_MESSAGE),
    ['confirmPassword'],
  ),
);
export type PasswordChange = v.InferOutput<typeof passwordChangeSchema>;

export const roleChangeSchema = v.strictObject({ role: required(v.picklist(roles, 'Choose Admin or Staff.')) }, 'Only role is accepted.');

/** PUT /api/users/{id}/status: approve or reactivate (active), or deactivate. Nobody is made pending again. */
export const STATUS_TARGETS = ['active', 'deactivated'] as const;
export type StatusTarget = (typeof STATUS_TARGETS)[number];
export const statusChangeSchema = v.strictObject({ status: required(v.picklist(STATUS_TARGETS, 'Choose active or deactivated.')) }, 'Only status is accepted.');

/** A row of the shop's users list (GET /api/users, admin only). */
export const staffMemberSchema = v.object({
  _id: v.string(),
  name: v.string(),
  email: v.string(),
  role: v.picklist(roles),
  status: v.picklist(ACCOUNT_STATUSES),
  createdAt: v.string(),
});
export type StaffMember = v.InferOutput<typeof staffMemberSchema>;
