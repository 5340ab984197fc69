import { useMemo } from 'react';
import { documentFormActors } from '../../machines/common/document-form-actors';
import { generalSettingsFormDefinition, readSettingsDocument, saveSettings } from '../../machines/settings/general-setting-form';
import type { GeneralSettings } from '../../domain/settings.schemas';
import { CURRENCIES, CURRENCY_POSITIONS, DATE_FORMATS, INVOICE_FORMATS, STAFF_ACCESS_LEVELS, TIME_ZONES } from '../../domain/shop-constants';
import { useAppActors } from '../app-actors';
import { FieldMessages } from '../common/FieldMessages';
import { ImageUpload } from '../common/ImageUpload';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid, wide } from '../common/RecordFormFrame.css';
import { SelectField } from '../common/SelectField';
import { TextField } from '../common/TextField';
import { RecordFormImplementationsContext, useRecordFields, useRecordFormActor } from '../common/use-record-form';

const choices = (options: readonly string[]) => options.map((option) => ({ value: option, label: option }));

/** SPEC.md section 2, General Setting, saved for real (issue 4); what it changes shows at once everywhere. */
export function GeneralSettingScreen() {
  const { shopSettings } = useAppActors();
  const implementations = useMemo(
    () =>
      documentFormActors(readSettingsDocument, async (body, failureMessage, signal) => {
        const result = await saveSettings(body, failureMessage, signal);
        if (result.ok) shopSettings.send({ type: 'settings.saved', settings: result.record as unknown as GeneralSettings });
        return result;
      }),
    [shopSettings],
  );
  return (
    <RecordFormImplementationsContext.Provider value={implementations}>
      <GeneralSettingForm />
    </RecordFormImplementationsContext.Provider>
  );
}

function GeneralSettingForm() {
  const actor = useRecordFormActor(generalSettingsFormDefinition, 'general');
  const fields = useRecordFields(actor);
  return (
    <RecordFormFrame
      actor={actor}
      title="General Setting"
      shownFields={['systemTitle', 'systemLogo', 'currency', 'currencyPosition', 'timeZone', 'staffAccess', 'invoiceFormat', 'dateFormat', 'developedBy']}
    >
      <div className={fieldGrid}>
        <TextField label="System Title" required autoComplete="off" {...fields.bind('systemTitle')} />
        <TextField label="Developed By" autoComplete="off" {...fields.bind('developedBy')} />
        <SelectField label="Currency" required options={choices(CURRENCIES)} {...fields.bind('currency')} />
        <SelectField label="Currency Position" required options={choices(CURRENCY_POSITIONS)} {...fields.bind('currencyPosition')} />
        <SelectField label="Time Zone" placeholder="Select time zone" options={choices(TIME_ZONES)} {...fields.bind('timeZone')} />
        <SelectField label="Staff Access" required options={choices(STAFF_ACCESS_LEVELS)} hint="What staff members may see and do; admins are never limited." {...fields.bind('staffAccess')} />
        <SelectField label="Invoice Format" required options={choices(INVOICE_FORMATS)} {...fields.bind('invoiceFormat')} />
        <SelectField label="Date Format" required options={choices(DATE_FORMATS)} {...fields.bind('dateFormat')} />
        <div className={wide}>
          <ImageUpload
            label="System Logo *"
            key={fields.generation}
            initialUrl={fields.text('systemLogo')}
            onUploaded={(url) => fields.change('systemLogo', url)}
            onRemoved={() => fields.change('systemLogo', '')}
          />
          <FieldMessages id="field-systemLogo" error={fields.error('systemLogo')} />
        </div>
      </div>
    </RecordFormFrame>
  );
}
