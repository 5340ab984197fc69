import { useParams } from 'wouter';
import { useSelector } from '@xstate/react';
import { categoryFormMachine } from '../../machines/catalog/named-record-forms';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid, wide } from '../common/RecordFormFrame.css';
import { useRecordFormActor } from '../common/use-record-form';
import { FormImageUpload, FormSelectField, FormTextField } from '../common/FormFields';
import { screens } from '../../domain/screens';

/** Add Category and Edit Category (/product/category/add, /product/category/edit/:id): name, parent category, image. */
export function CategoryFormScreen() {
  const { id } = useParams<{ id?: string }>();
  const actor = useRecordFormActor(categoryFormMachine, { id });
  const categories = useSelector(actor, (snapshot) => snapshot.context.options.categories);
  // A category cannot be its own parent.
  const parents = (categories ?? []).filter((category) => category.id !== id).map((category) => ({ value: category.id, label: category.name }));
  return (
    <RecordFormFrame actor={actor} title={id ? screens.categoryEdit.title : screens.categoryAdd.title} listPath={screens.categoryList.path} shownFields={['name', 'parentCategory', 'image']}>
      <div className={fieldGrid}>
        <FormTextField form={actor} name="name" label="Category Name" required autoComplete="off" />
        <FormSelectField form={actor} name="parentCategory" label="Parent Category" placeholder="No parent" options={parents} />
        <div className={wide}>
          <FormImageUpload form={actor} name="image" label="Category Image" />
        </div>
      </div>
    </RecordFormFrame>
  );
}
