/**
 * Add Till and Edit Till (docs/tills-and-shifts.md#tills): the record form machine with the till's
 * definition. The pickers offer the warehouses, billers and accounts; a method left on "General
 * Setting's account" is sent as null. After a save the form goes back to the Tills list.
 */
import { TILL_METHODS, tillInputSchema } from '../../domain/tills.schemas';
import { screens } from '../../domain/screens';
import { compact, presentText, text } from '../common/form-values';
import { recordFormMachine, type PickerLists, type RecordFormDefinition } from '../common/record-form.machine';

/** A method's account field is named by its path in the body, so the server's and the schema's messages land on it. */
export const methodAccountField = (method: (typeof TILL_METHODS)[number]) => `methodAccounts.${method}` as const;

export type TillValues = { name: string; code: string; warehouse: string; biller: string; cashAccount: string } & Record<`methodAccounts.${(typeof TILL_METHODS)[number]}`, string>;

/** A new till starts on the shop's default account for its drawer and the only biller, when there is one. */
function firstChoices(options: PickerLists) {
  const billers = options.billers ?? [];
  return {
    biller: billers.length === 1 ? billers[0]!.id : '',
    cashAccount: options.accounts?.find((option) => option.record.isDefault === true)?.id ?? '',
  };
}

export const tillFormDefinition: RecordFormDefinition<TillValues> = {
  source: { resource: 'tills' },
  schema: tillInputSchema,
  pickers: ['warehouses', 'billers', 'accounts'],
  empty: (options) => ({
    name: '',
    code: '',
    warehouse: '',
    ...firstChoices(options),
    ...(Object.fromEntries(TILL_METHODS.map((method) => [methodAccountField(method), ''])) as Record<`methodAccounts.${(typeof TILL_METHODS)[number]}`, string>),
  }),
  fromRecord: (record, options) => {
    const accounts = (record.methodAccounts ?? {}) as Record<string, string | null>;
    // A till left on a deactivated warehouse (the picker offers only active ones) starts with none
    // chosen, so the form asks for one instead of sending the one the server refuses (docs/tills-and-shifts.md#tills).
    const warehouse = text(record.warehouse);
    return {
      name: text(record.name),
      code: text(record.code),
      warehouse: options.warehouses?.some((option) => option.id === warehouse) ? warehouse : '',
      biller: text(record.biller),
      cashAccount: text(record.cashAccount),
      ...(Object.fromEntries(TILL_METHODS.map((method) => [methodAccountField(method), text(accounts[method])])) as Record<`methodAccounts.${(typeof TILL_METHODS)[number]}`, string>),
    };
  },
  // PUT is the whole till: a method put back on General Setting's account is sent as null.
  toBody: (values) =>
    compact({
      name: presentText(values.name),
      code: presentText(values.code),
      warehouse: presentText(values.warehouse),
      biller: presentText(values.biller),
      cashAccount: presentText(values.cashAccount),
      methodAccounts: Object.fromEntries(TILL_METHODS.map((method) => [method, presentText(values[methodAccountField(method)]) ?? null])),
    }),
  conflictField: 'code',
  // The form's own words (docs/i18n.md#machines).
  messages: {
    created: /*i18n*/ { id: 'till.added', message: 'Till added successfully!' },
    updated: /*i18n*/ { id: 'till.updated', message: 'Till updated successfully!' },
    failed: /*i18n*/ { id: 'till.save-failed', message: 'Failed to save the till. Please try again.' },
  },
  afterAdd: { navigate: screens.tillList.path },
  afterEdit: { navigate: screens.tillList.path },
};

export const tillFormMachine = recordFormMachine(tillFormDefinition);
