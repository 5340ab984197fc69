import { useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { taxFormMachine } from '../../machines/catalog/named-record-forms';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid } from '../common/RecordFormFrame.css';
import { useRecordFormActor } from '../common/use-record-form';
import { FormTextField } from '../common/FormFields';
import { screens } from '../../domain/screens';
import { screenTitles } from '../i18n/screen-names';

/** Add Tax (/settings/tax/add) and Edit Tax (/settings/tax/edit/:id): name and rate in percent. */
export function TaxFormScreen() {
  const { i18n, t } = useLingui();
  const { id } = useParams<{ id?: string }>();
  const actor = useRecordFormActor(taxFormMachine, { id });
  return (
    <RecordFormFrame actor={actor} title={i18n._(id ? screenTitles.taxEdit : screenTitles.taxAdd)} listPath={screens.taxList.path} shownFields={['name', 'rate']}>
      <div className={fieldGrid}>
        <FormTextField form={actor} name="name" label={t`Tax Name`} required autoComplete="off" placeholder={t`VAT 10%`} />
        <FormTextField form={actor} name="rate" label={t`Rate (%)`} required inputMode="decimal" placeholder="10" hint={t`0 to 100, up to 3 decimals (8.875).`} />
      </div>
    </RecordFormFrame>
  );
}
