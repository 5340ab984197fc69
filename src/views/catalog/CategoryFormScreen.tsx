import { useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { useSelector } from '@xstate/react';
import { categoryFormMachine } from '../../machines/catalog/named-record-forms';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid, wide } from '../common/RecordFormFrame.css';
import { useRecordFormActor } from '../common/use-record-form';
import { FormImageUpload, FormSelectField, FormTextField } from '../common/FormFields';
import { screens } from '../../domain/screens';
import { screenTitles } from '../i18n/screen-names';

/** Add Category and Edit Category (/product/category/add, /product/category/edit/:id): name, parent category, image. */
export function CategoryFormScreen() {
  const { i18n, t } = useLingui();
  const { id } = useParams<{ id?: string }>();
  const actor = useRecordFormActor(categoryFormMachine, { id });
  const categories = useSelector(actor, (snapshot) => snapshot.context.options.categories);
  // A category cannot be its own parent.
  const parents = (categories ?? []).filter((category) => category.id !== id).map((category) => ({ value: category.id, label: category.name }));
  return (
    <RecordFormFrame actor={actor} title={i18n._(id ? screenTitles.categoryEdit : screenTitles.categoryAdd)} listPath={screens.categoryList.path} shownFields={['name', 'parentCategory', 'image']}>
      <div className={fieldGrid}>
        <FormTextField form={actor} name="name" label={t`Category Name`} required autoComplete="off" />
        <FormSelectField form={actor} name="parentCategory" label={t`Parent Category`} placeholder={t`No parent`} options={parents} />
        <div className={wide}>
          <FormImageUpload form={actor} name="image" label={t`Category Image`} />
        </div>
      </div>
    </RecordFormFrame>
  );
}
