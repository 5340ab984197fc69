/** General Setting (issue 4) on the one record form machine: one document, read and PUT back. */
import { fetchSettings, saveSettings } from '../../api/settings/settings';
import { generalSettingsInputSchema } from '../../domain/settings.schemas';
import { compact, presentText, text } from '../common/form-values';
import type { RecordFormDefinition } from '../common/record-form.machine';
import { screens } from '../../domain/screens';

export const generalSettingsFormDefinition: RecordFormDefinition = {
  resource: null,
  schema: generalSettingsInputSchema,
  pickers: [],
  empty: () => ({}),
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
    }),
  messages: { created: 'Settings saved.', updated: 'Settings saved.', failed: 'Failed to save the settings. Please try again.' },
  afterAdd: 'reset',
  afterEdit: 'stay',
  listPath: screens.generalSetting.path,
};

export const readSettingsDocument = (signal: AbortSignal) => fetchSettings(signal) as unknown as Promise<Record<string, unknown>>;
export { saveSettings };
