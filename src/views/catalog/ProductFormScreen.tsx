import { useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import { productFormDefinition } from '../../machines/catalog/product-form.machine';
import type { PickerOption } from '../../api/catalog/catalog';
import { BARCODE_SYMBOLOGIES, PRODUCT_TYPES, TAX_METHODS, type BarcodeSymbology } from '../../domain/shop-constants';
import { button } from '../../styles/controls.css';
import { CheckboxField } from '../common/CheckboxField';
import { ImageUpload } from '../common/ImageUpload';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid, section, sectionTitle, wide } from '../common/RecordFormFrame.css';
import { SelectField } from '../common/SelectField';
import { TextAreaField } from '../common/TextAreaField';
import { TextField } from '../common/TextField';
import { useRecordFields, useRecordFormActor } from '../common/use-record-form';
import { ProductBarcode } from './ProductBarcode';
import { ProductVariantTable } from './ProductVariantTable';
import { ProductWarehousePrices } from './ProductWarehousePrices';
import { refreshButton } from './ProductForm.css';
import { screens } from '../../domain/screens';

// Every field the form shows a message under; variant rows and warehouse prices are under these paths.
const SHOWN_FIELDS = [
  'productType', 'productName', 'productCode', 'barcodeSymbology', 'brand', 'category', 'productUnit', 'saleUnit', 'purchaseUnit',
  'productCost', 'productPrice', 'alertQuantity', 'productTax', 'taxMethod', 'featured', 'description', 'image',
  'warehousePrices', 'variantString', 'variantList', 'promotionPrice', 'promotionStart', 'promotionEnd',
];

const fixed = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const records = (options: PickerOption[] | undefined) => (options ?? []).map((option) => ({ value: option.id, label: option.name }));

/**
 * Add Product (/product/add) and Edit Product (/product/edit/:id): every Product field of SPEC.md
 * section 3, pickers read from the brand, category, unit, tax and warehouse records.
 */
export function ProductFormScreen() {
  const { id } = useParams<{ id?: string }>();
  const actor = useRecordFormActor(productFormDefinition, id);
  const fields = useRecordFields(actor);
  const options = useSelector(actor, (snapshot) => snapshot.context.options);
  const suggesting = useSelector(actor, (snapshot) => snapshot.matches({ editing: 'suggesting' }));
  const canSuggest = useSelector(actor, (snapshot) => snapshot.can({ type: 'field.suggest' }));
  const units = records(options.units);

  return (
    <RecordFormFrame actor={actor} title={id ? screens.productEdit.title : screens.productAdd.title} listPath={screens.productList.path} shownFields={SHOWN_FIELDS}>
      <div className={fieldGrid}>
        <SelectField label="Product Type" required options={fixed(PRODUCT_TYPES)} {...fields.bind('productType')} />
        <TextField label="Product Name" required autoComplete="off" {...fields.bind('productName')} />
        <TextField
          label="Product Code"
          required
          autoComplete="off"
          {...fields.bind('productCode')}
          addon={
            <button
              type="button"
              className={`${button.secondary} ${refreshButton}`}
              onClick={() => actor.send({ type: 'field.suggest' })}
              disabled={!canSuggest}
              aria-label="Generate an unused product code"
              title="Generate an unused product code"
            >
              {suggesting ? '…' : '↻'}
            </button>
          }
        />
        <SelectField label="Barcode Symbology" required options={fixed(BARCODE_SYMBOLOGIES)} {...fields.bind('barcodeSymbology')} />
        <div className={wide}>
          <ProductBarcode code={fields.text('productCode')} symbology={fields.text('barcodeSymbology') as BarcodeSymbology} />
        </div>
        <SelectField label="Brand" placeholder="Select brand" options={records(options.brands)} {...fields.bind('brand')} />
        <SelectField label="Category" required placeholder="Select category" options={records(options.categories)} {...fields.bind('category')} />
        <SelectField label="Product Unit" required placeholder="Select unit" options={units} {...fields.bind('productUnit')} />
        <SelectField label="Sale Unit" placeholder="Select unit" options={units} {...fields.bind('saleUnit')} />
        <SelectField label="Purchase Unit" required placeholder="Select unit" options={units} {...fields.bind('purchaseUnit')} />
        <TextField label="Product Cost" required inputMode="decimal" placeholder="0.00" {...fields.bind('productCost')} />
        <TextField label="Product Price" required inputMode="decimal" placeholder="0.00" {...fields.bind('productPrice')} />
        <TextField label="Alert Quantity" inputMode="numeric" placeholder="0" hint="Shown in red on the list at or below this stock." {...fields.bind('alertQuantity')} />
        <SelectField label="Product Tax" required placeholder="Select tax" options={records(options.taxes)} {...fields.bind('productTax')} />
        <SelectField label="Tax Method" options={fixed(TAX_METHODS)} {...fields.bind('taxMethod')} />
        <div className={wide}>
          <CheckboxField label="Featured product will be displayed in POS" {...fields.bindCheckbox('featured')} />
        </div>
        <div className={wide}>
          <ImageUpload label="Product Image" key={fields.generation} initialUrl={fields.text('image')} onUploaded={(url) => fields.change('image', url)} onRemoved={() => fields.change('image', '')} />
        </div>
        <div className={wide}>
          <TextAreaField label="Product Details" {...fields.bind('description')} />
        </div>
      </div>

      <fieldset className={section}>
        <legend className={sectionTitle}>Warehouse prices</legend>
        <CheckboxField label="This product has a different price in each warehouse" {...fields.bindCheckbox('hasWarehousePrice')} />
        {fields.checked('hasWarehousePrice') && <ProductWarehousePrices fields={fields} />}
      </fieldset>

      <fieldset className={section}>
        <legend className={sectionTitle}>Variants</legend>
        <CheckboxField label="This product has variants" {...fields.bindCheckbox('hasVariant')} />
        {fields.checked('hasVariant') && (
          <>
            <TextField
              id="field-variantString"
              name="variantString"
              label="Variant names"
              placeholder="Red, Blue, Green"
              hint="Separate names with commas."
              value={fields.text('variantString')}
              error={fields.error('variantString') ?? fields.error('variantList')}
              onChange={(event) => fields.edit({ kind: 'variants.text', text: event.currentTarget.value })}
            />
            <ProductVariantTable actor={actor} fields={fields} />
          </>
        )}
      </fieldset>

      <fieldset className={section}>
        <legend className={sectionTitle}>Promotion</legend>
        <CheckboxField label="Add a promotional price" {...fields.bindCheckbox('hasPromotion')} />
        {fields.checked('hasPromotion') && (
          <div className={fieldGrid}>
            <TextField label="Promotion Price" required inputMode="decimal" placeholder="0.00" {...fields.bind('promotionPrice')} />
            <TextField label="Promotion Starts" required type="date" {...fields.bind('promotionStart')} />
            <TextField label="Promotion Ends" required type="date" min={fields.text('promotionStart') || undefined} {...fields.bind('promotionEnd')} />
          </div>
        )}
      </fieldset>
    </RecordFormFrame>
  );
}
