import { useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { brandFormMachine } from '../../machines/catalog/named-record-forms';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid, wide } from '../common/RecordFormFrame.css';
import { useRecordFormActor } from '../common/use-record-form';
import { FormImageUpload, FormTextField } from '../common/FormFields';
import { screens } from '../../domain/screens';
import { screenTitles } from '../i18n/screen-names';

/** Add Brand (/settings/brand/add) and Edit Brand (/settings/brand/edit/:id): name and image. */
export function BrandFormScreen() {
  const { i18n, t } = useLingui();
  const { id } = useParams<{ id?: string }>();
  const actor = useRecordFormActor(brandFormMachine, { id });
  return (
    <RecordFormFrame actor={actor} title={i18n._(id ? screenTitles.brandEdit : screenTitles.brandAdd)} listPath={screens.brandList.path} shownFields={['name', 'image']}>
      <div className={fieldGrid}>
        <FormTextField form={actor} name="name" label={t`Brand Name`} required autoComplete="off" />
        <div className={wide}>
          <FormImageUpload form={actor} name="image" label={t`Brand Image`} />
        </div>
      </div>
    </RecordFormFrame>
  );
}
