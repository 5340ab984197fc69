/**
 * General Setting on the one record form machine: one document, read and PUT back. A save
 * is announced to the app's shop settings, so what it changes shows at once everywhere.
 */
import { fetchSettings, saveSettings } from '../../api/settings/shop-settings';
import type { GeneralSettings } from '../../domain/settings.schemas';
import { generalSettingsInputSchema } from '../../domain/settings.schemas';
import { ACCOUNT_PAYMENT_METHODS, type AccountPaymentMethod } from '../../domain/shop-constants';
import { compact, moneyText, numberFromText, presentText, text } from '../common/form-values';
import { recordFormMachine, type RecordFormDefinition } from '../common/record-form.machine';
import type { ShopSettingsEvent } from './shop-settings.machine';

/**
 * The account each payment method pays into (docs/money-and-payments.md, "Methods and accounts"):
 * one picker per method, named by the body's path so a refusal shows under it; '' is the default account.
 */
export const methodAccountField = (method: AccountPaymentMethod) => `paymentAccounts.${method}` as const;
type MethodAccountFields = Record<ReturnType<typeof methodAccountField>, string>;

export type GeneralSettingValues = MethodAccountFields & {
  systemTitle: string;
  systemLogo: string;
  currency: string;
  currencyPosition: string;
  timeZone: string;
  staffAccess: string;
  invoiceFormat: string;
  dateFormat: string;
  developedBy: string;
  shopAddress: string;
  shopPhone: string;
  receiptFooter: string;
  cashVarianceThreshold: string;
};

const noSettings: GeneralSettingValues = {
  systemTitle: '',
  systemLogo: '',
  currency: '',
  currencyPosition: '',
  timeZone: '',
  staffAccess: '',
  invoiceFormat: '',
  dateFormat: '',
  developedBy: '',
  shopAddress: '',
  shopPhone: '',
  receiptFooter: '',
  cashVarianceThreshold: '',
  ...methodAccountValues({}),
};

function methodAccountValues(chosen: Partial<Record<AccountPaymentMethod, unknown>>): MethodAccountFields {
  return Object.fromEntries(ACCOUNT_PAYMENT_METHODS.map((method) => [methodAccountField(method), text(chosen[method])])) as MethodAccountFields;
}

export const generalSettingsFormDefinition: RecordFormDefinition<GeneralSettingValues> = {
  source: { read: fetchSettings, save: saveSettings },
  schema: generalSettingsInputSchema,
  // The accounts a method may pay into (General Setting is the admin's, as is the account list).
  pickers: ['accounts'],
  empty: () => noSettings,
  fromRecord: (record) => ({
    systemTitle: text(record.systemTitle),
    systemLogo: text(record.systemLogo),
    currency: text(record.currency),
    currencyPosition: text(record.currencyPosition),
    timeZone: text(record.timeZone),
    staffAccess: text(record.staffAccess),
    invoiceFormat: text(record.invoiceFormat),
    dateFormat: text(record.dateFormat),
    developedBy: text(record.developedBy),
    shopAddress: text(record.shopAddress),
    shopPhone: text(record.shopPhone),
    receiptFooter: text(record.receiptFooter),
    cashVarianceThreshold: moneyText(record.cashVarianceThreshold),
    ...methodAccountValues((record.paymentAccounts ?? {}) as Partial<Record<AccountPaymentMethod, unknown>>),
  }),
  toBody: (values) =>
    compact({
      systemTitle: presentText(values.systemTitle),
      systemLogo: presentText(values.systemLogo),
      currency: presentText(values.currency),
      currencyPosition: presentText(values.currencyPosition),
      timeZone: presentText(values.timeZone) ?? null,
      staffAccess: presentText(values.staffAccess),
      invoiceFormat: presentText(values.invoiceFormat),
      dateFormat: presentText(values.dateFormat),
      developedBy: presentText(values.developedBy) ?? '',
      // Sent even when blank, so that clearing the address, phone or footer is saved too.
      shopAddress: presentText(values.shopAddress) ?? '',
      shopPhone: presentText(values.shopPhone) ?? '',
      receiptFooter: presentText(values.receiptFooter) ?? '',
      // Blank: left out, so what was saved stays.
      cashVarianceThreshold: numberFromText(values.cashVarianceThreshold),
      // Every method is sent: none chosen (null) is the default account, so a cleared choice is saved too.
      paymentAccounts: Object.fromEntries(ACCOUNT_PAYMENT_METHODS.map((method) => [method, presentText(values[methodAccountField(method)]) ?? null])),
    }),
  // The form's own words (docs/i18n.md#machines).
  messages: {
    created: /*i18n*/ { id: 'settings.saved', message: 'Settings saved.' },
    updated: /*i18n*/ { id: 'settings.saved', message: 'Settings saved.' },
    failed: /*i18n*/ { id: 'settings.save-failed', message: 'Failed to save the settings. Please try again.' },
  },
  afterAdd: 'reset',
  afterEdit: 'stay',
  announce: (saved): ShopSettingsEvent => ({ type: 'settings.saved', settings: saved as GeneralSettings }),
};

export const generalSettingFormMachine = recordFormMachine(generalSettingsFormDefinition);
