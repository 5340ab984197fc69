import { useParams } from 'wouter';
import { brandFormDefinition } from '../../machines/catalog/named-record-forms';
import { ImageUpload } from '../common/ImageUpload';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid, wide } from '../common/RecordFormFrame.css';
import { TextField } from '../common/TextField';
import { useRecordFields, useRecordFormActor } from '../common/use-record-form';
import { screens } from '../../domain/screens';

/** Add Brand (/settings/brand/add) and Edit Brand (/settings/brand/edit/:id): name and image. */
export function BrandFormScreen() {
  const { id } = useParams<{ id?: string }>();
  const actor = useRecordFormActor(brandFormDefinition, id);
  const fields = useRecordFields(actor);
  return (
    <RecordFormFrame actor={actor} title={id ? screens.brandEdit.title : screens.brandAdd.title} listPath={screens.brandList.path} shownFields={['name', 'image']}>
      <div className={fieldGrid}>
        <TextField label="Brand Name" required autoComplete="off" {...fields.bind('name')} />
        <div className={wide}>
          <ImageUpload label="Brand Image" key={fields.generation} initialUrl={fields.text('image')} onUploaded={(url) => fields.change('image', url)} onRemoved={() => fields.change('image', '')} />
        </div>
      </div>
    </RecordFormFrame>
  );
}
