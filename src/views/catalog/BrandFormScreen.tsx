import { useParams } from 'wouter';
import { brandFormMachine } from '../../machines/catalog/named-record-forms';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid, wide } from '../common/RecordFormFrame.css';
import { useRecordFormActor } from '../common/use-record-form';
import { FormImageUpload, FormTextField } from '../common/FormFields';
import { screens } from '../../domain/screens';

/** Add Brand (/settings/brand/add) and Edit Brand (/settings/brand/edit/:id): name and image. */
export function BrandFormScreen() {
  const { id } = useParams<{ id?: string }>();
  const actor = useRecordFormActor(brandFormMachine, { id });
  return (
    <RecordFormFrame actor={actor} title={id ? screens.brandEdit.title : screens.brandAdd.title} listPath={screens.brandList.path} shownFields={['name', 'image']}>
      <div className={fieldGrid}>
        <FormTextField form={actor} name="name" label="Brand Name" required autoComplete="off" />
        <div className={wide}>
          <FormImageUpload form={actor} name="image" label="Brand Image" />
        </div>
      </div>
    </RecordFormFrame>
  );
}
