import { useParams } from 'wouter';
import { useSelector } from '@xstate/react';
import { categoryFormDefinition } from '../../machines/catalog/named-record-forms';
import { ImageUpload } from '../common/ImageUpload';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid, wide } from '../common/RecordFormFrame.css';
import { SelectField } from '../common/SelectField';
import { TextField } from '../common/TextField';
import { useRecordFields, useRecordFormActor } from '../common/use-record-form';
import { screens } from '../../domain/screens';

/** Add Category and Edit Category (/product/category/add, /product/category/edit/:id): name, parent category, image. */
export function CategoryFormScreen() {
  const { id } = useParams<{ id?: string }>();
  const actor = useRecordFormActor(categoryFormDefinition, id);
  const fields = useRecordFields(actor);
  const categories = useSelector(actor, (snapshot) => snapshot.context.options.categories);
  // A category cannot be its own parent.
  const parents = (categories ?? []).filter((category) => category.id !== id).map((category) => ({ value: category.id, label: category.name }));
  return (
    <RecordFormFrame actor={actor} title={id ? screens.categoryEdit.title : screens.categoryAdd.title} listPath={screens.categoryList.path} shownFields={['name', 'parentCategory', 'image']}>
      <div className={fieldGrid}>
        <TextField label="Category Name" required autoComplete="off" {...fields.bind('name')} />
        <SelectField label="Parent Category" placeholder="No parent" options={parents} {...fields.bind('parentCategory')} />
        <div className={wide}>
          <ImageUpload label="Category Image" key={fields.generation} initialUrl={fields.text('image')} onUploaded={(url) => fields.change('image', url)} onRemoved={() => fields.change('image', '')} />
        </div>
      </div>
    </RecordFormFrame>
  );
}
