import { useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { screens } from '../../domain/screens';
import { warehouseFormMachine } from '../../machines/settings/warehouse-form';
import { FormCheckboxField, FormTextField } from '../common/FormFields';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid } from '../common/RecordFormFrame.css';
import { useRecordFormActor } from '../common/use-record-form';
import { screenTitles } from '../i18n/screen-names';

/**
 * Add Warehouse and Edit Warehouse (/settings/warehouse/add, /settings/warehouse/edit/:id): Name*
 * and Active (docs/screens.md#warehouses).
 */
export function WarehouseFormScreen() {
  const { id } = useParams<{ id?: string }>();
  const actor = useRecordFormActor(warehouseFormMachine, { id });
  const { i18n, t } = useLingui();
  return (
    <RecordFormFrame actor={actor} title={i18n._(id ? screenTitles.warehouseEdit : screenTitles.warehouseAdd)} listPath={screens.warehouseList.path} shownFields={['name', 'active']}>
      <div className={fieldGrid}>
        <FormTextField form={actor} name="name" label={t`Name`} required autoComplete="off" placeholder={t`Mall Road Store`} />
        <FormCheckboxField
          form={actor}
          name="active"
          label={t`Active: offered when stock is bought, sold or moved`}
          hint={t`A deactivated warehouse keeps its documents and stock history. One that holds stock cannot be deactivated: transfer its stock out first.`}
        />
      </div>
    </RecordFormFrame>
  );
}
