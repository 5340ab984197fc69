import { passwordFormDefinition, passwordFormMachine, profileFormDefinition, profileFormMachine } from '../../../src/machines/session/profile-forms';
import { generalSettingFormMachine, generalSettingsFormDefinition } from '../../../src/machines/settings/general-setting-form';
import type { RecordFormDefinition, RecordFormMachine } from '../../../src/machines/common/record-form.machine';
import { DEFAULT_GENERAL_SETTINGS } from '../../../src/domain/default-general-settings';
import { doneEvent, errorEvent, machineTestModel } from '../model-helpers';
import { testableForm } from '../common/record-form.model';

export const logo = `/uploads/${'b'.repeat(64)}.png`;
export const savedSettings = { ...DEFAULT_GENERAL_SETTINGS, systemLogo: logo, currency: 'US Dollar', currencyPosition: 'Suffix', updatedAt: '2026-11-21T10:00:00.000Z' };
export const savedProfile = { _id: 'u1', userName: 'Ayesha Khan', email: 'ayesha@example.com', phoneNumber: '+92 300 1234567', companyName: '', role: 'admin' };

/**
 * A form that edits one document (General Setting, the profile) or starts empty each time (the
 * password): after a save it stays open, showing what was saved or emptied again.
 */
export interface DocumentFormCase {
  name: string;
  definition: RecordFormDefinition<any>;
  machine: RecordFormMachine;
  /** A document read from the server is edited in place; the password form starts empty each time. */
  edits: boolean;
  record: Record<string, unknown> | null;
  /** What the form shows once loaded, before any change. */
  loaded: Record<string, string>;
  /** The changes that make the form valid, and one that breaks it. */
  valid: { name: string; value: unknown }[];
  invalid: { name: string; value: unknown; message: string };
  /** The body the server must receive: the loaded values with the valid changes, as the wire shape (docs/api.md#the-calls). */
  body: Record<string, unknown>;
  /** The body of a second save: the saved document with the valid changes typed again where it was emptied. */
  bodyAfterSave: Record<string, unknown>;
  saved: Record<string, unknown>;
  /** What the form shows after the server accepted the save. */
  shownAfterSave: Record<string, string>;
  refusal: { path: string; message: string };
}

const settingsShown = {
  systemTitle: 'ShopDesk',
  systemLogo: '',
  currency: 'Pakistani Rupee',
  currencyPosition: 'Prefix',
  timeZone: 'Asia/Karachi',
  staffAccess: 'All Records',
  invoiceFormat: 'Standard',
  dateFormat: 'dd-mm-yyyy',
  developedBy: '',
  shopAddress: '',
  shopPhone: '',
  receiptFooter: '',
};
/** Each payment method's account picker, on the default account (docs/money-and-payments.md, "Methods and accounts"). */
const defaultMethodAccounts = { 'paymentAccounts.Cash': '', 'paymentAccounts.Card': '', 'paymentAccounts.Paypal': '', 'paymentAccounts.Cheque': '', 'paymentAccounts.GiftCard': '' };
/** Every method sent, null for the default account. */
const defaultMethodAccountsBody = { paymentAccounts: { Cash: null, Card: null, Paypal: null, Cheque: null, GiftCard: null } };
const noPasswords = { currentPassword: '', newPassword: '', confirmPassword: '' };

export const documentFormCases: DocumentFormCase[] = [
  {
    name: 'General Setting',
    definition: generalSettingsFormDefinition,
    machine: generalSettingFormMachine,
    edits: true,
    record: { ...DEFAULT_GENERAL_SETTINGS },
    loaded: { ...settingsShown, cashVarianceThreshold: '0.00', ...defaultMethodAccounts },
    valid: [{ name: 'systemLogo', value: logo }],
    invalid: { name: 'systemTitle', value: ' ', message: 'This field is required.' },
    body: { ...settingsShown, systemLogo: logo, cashVarianceThreshold: 0, ...defaultMethodAccountsBody },
    bodyAfterSave: { ...settingsShown, systemLogo: logo, currency: 'US Dollar', currencyPosition: 'Suffix', cashVarianceThreshold: 0, ...defaultMethodAccountsBody },
    saved: savedSettings,
    shownAfterSave: { ...settingsShown, systemLogo: logo, currency: 'US Dollar', currencyPosition: 'Suffix', cashVarianceThreshold: '0.00', ...defaultMethodAccounts },
    refusal: { path: 'systemLogo', message: 'Upload an image for the logo.' },
  },
  {
    name: 'Update User Profile',
    definition: profileFormDefinition,
    machine: profileFormMachine,
    edits: true,
    record: { ...savedProfile, phoneNumber: '' },
    loaded: { userName: 'Ayesha Khan', email: 'ayesha@example.com', phoneNumber: '', companyName: '' },
    valid: [{ name: 'phoneNumber', value: '+92 300 1234567' }],
    invalid: { name: 'email', value: 'not-an-email', message: 'Enter a valid email address.' },
    body: { userName: 'Ayesha Khan', email: 'ayesha@example.com', phoneNumber: '+92 300 1234567', companyName: '' },
    bodyAfterSave: { userName: 'Ayesha Khan', email: 'ayesha@example.com', phoneNumber: '+92 300 1234567', companyName: '' },
    saved: savedProfile,
    shownAfterSave: { userName: 'Ayesha Khan', email: 'ayesha@example.com', phoneNumber: '+92 300 1234567', companyName: '' },
    refusal: { path: 'email', message: 'Another account already uses this email.' },
  },
  {
    name: 'Change Password',
    definition: passwordFormDefinition,
    machine: passwordFormMachine,
    edits: false,
    record: null,
    loaded: noPasswords,
    valid: [
      { name: 'currentPassword', value: 'counter-pass-1' },
      { name: 'newPassword', value: 'brand-new-pass' },
      { name: 'confirmPassword', value: 'brand-new-pass' },
    ],
    invalid: { name: 'confirmPassword', value: 'brand-new-pasz', message: 'New Password and Confirm Password do not match.' },
    body: { currentPassword: 'counter-pass-1', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
    bodyAfterSave: { currentPassword: 'counter-pass-1', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
    saved: {},
    // The passwords are never kept on screen.
    shownAfterSave: noPasswords,
    refusal: { path: 'currentPassword', message: 'The current password is wrong.' },
  },
];

export function documentFormEvents(testCase: DocumentFormCase) {
  return [
    ...testCase.valid.map((change) => ({ type: 'field.change', ...change })),
    { type: 'field.change', name: testCase.invalid.name, value: testCase.invalid.value },
    { type: 'form.submit' },
    { type: 'form.retry' },
    doneEvent('loadForm', { ok: true, data: { options: {}, record: testCase.record } }),
    errorEvent('loadForm', new TypeError('Failed to fetch')),
    doneEvent('saveForm', { ok: true, data: testCase.saved }),
    doneEvent('saveForm', { ok: false, status: 400, message: testCase.refusal.message, issues: [testCase.refusal] }),
    errorEvent('saveForm', new TypeError('Failed to fetch')),
  ] as never[];
}

export const testableDocumentForm = (testCase: DocumentFormCase) => testableForm(testCase.machine);

export function documentFormModel(testCase: DocumentFormCase) {
  return machineTestModel(testableDocumentForm(testCase), { facet: (context) => context.values, events: documentFormEvents(testCase), input: {} });
}
