import { useParams } from 'wouter';
import { taxFormMachine } from '../../machines/catalog/named-record-forms';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid } from '../common/RecordFormFrame.css';
import { useRecordFormActor } from '../common/use-record-form';
import { FormTextField } from '../common/FormFields';
import { screens } from '../../domain/screens';

/** Add Tax (/settings/tax/add) and Edit Tax (/settings/tax/edit/:id): name and rate in percent. */
export function TaxFormScreen() {
  const { id } = useParams<{ id?: string }>();
  const actor = useRecordFormActor(taxFormMachine, { id });
  return (
    <RecordFormFrame actor={actor} title={id ? screens.taxEdit.title : screens.taxAdd.title} listPath={screens.taxList.path} shownFields={['name', 'rate']}>
      <div className={fieldGrid}>
        <FormTextField form={actor} name="name" label="Tax Name" required autoComplete="off" placeholder="VAT 10%" />
        <FormTextField form={actor} name="rate" label="Rate (%)" required inputMode="decimal" placeholder="10" hint="0 to 100, up to 3 decimals (8.875)." />
      </div>
    </RecordFormFrame>
  );
}
