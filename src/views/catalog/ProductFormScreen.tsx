import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { productFormMachine, type ProductEdit } from '../../machines/catalog/product-form.machine';
import type { PickerOption } from '../../machines/common/wire-types';
import { BARCODE_SYMBOLOGIES, PRODUCT_TYPES, TAX_METHODS, type BarcodeSymbology } from '../../domain/shop-constants';
import { button } from '../../styles/controls.css';
import { RecordFormFrame } from '../common/RecordFormFrame';
import { fieldGrid, section, sectionTitle, wide } from '../common/RecordFormFrame.css';
import { TextField } from '../common/TextField';
import type { ReactNode } from 'react';
import type { RecordFormActor } from '../../machines/common/record-form.machine';
import { useFieldError, useFieldText, useFieldValue, useFormEdit, useRecordFormActor } from '../common/use-record-form';
import { FormCheckboxField, FormImageUpload, FormSelectField, FormTextAreaField, FormTextField } from '../common/FormFields';
import { ProductBarcode } from './ProductBarcode';
import { ProductVariantTable } from './ProductVariantTable';
import { ProductWarehousePrices } from './ProductWarehousePrices';
import { refreshButton } from './ProductForm.css';
import { screens } from '../../domain/screens';
import { screenTitles } from '../i18n/screen-names';
import { namedOptions, productTypeNames, taxMethodNames } from './catalog-names';

// Every field the form shows a message under; variant rows and warehouse prices are under these paths.
const SHOWN_FIELDS = [
  'productType', 'productName', 'productCode', 'barcodeSymbology', 'brand', 'category', 'productUnit', 'saleUnit', 'purchaseUnit',
  'productCost', 'productPrice', 'alertQuantity', 'productTax', 'taxMethod', 'featured', 'description', 'image',
  'warehousePrices', 'variantString', 'variantList', 'promotionPrice', 'promotionStart', 'promotionEnd',
];

// Symbologies are names of standards (codes), shown as they are in every language.
const fixed = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const records = (options: PickerOption[] | undefined) => (options ?? []).map((option) => ({ value: option.id, label: option.name }));

/**
 * Add Product (/product/add) and Edit Product (/product/edit/:id): every Product field of docs/api.md#records-and-their-fields
 * pickers read from the brand, category, unit, tax and warehouse records.
 */
export function ProductFormScreen() {
  const { i18n, t } = useLingui();
  const { id } = useParams<{ id?: string }>();
  const actor = useRecordFormActor(productFormMachine, { id });
  const options = useSelector(actor, (snapshot) => snapshot.context.options);
  const units = records(options.units);

  return (
    <RecordFormFrame actor={actor} title={i18n._(id ? screenTitles.productEdit : screenTitles.productAdd)} listPath={screens.productList.path} shownFields={SHOWN_FIELDS}>
      <div className={fieldGrid}>
        <FormSelectField form={actor} name="productType" label={t`Product Type`} required options={namedOptions(i18n, productTypeNames, PRODUCT_TYPES)} />
        <FormTextField form={actor} name="productName" label={t`Product Name`} required autoComplete="off" />
        <FormTextField form={actor} name="productCode" label={t`Product Code`} required autoComplete="off" addon={<SuggestCodeButton actor={actor} />} />
        <FormSelectField form={actor} name="barcodeSymbology" label={t`Barcode Symbology`} required options={fixed(BARCODE_SYMBOLOGIES)} />
        <div className={wide}>
          <ProductCodeBarcode actor={actor} />
        </div>
        <FormSelectField form={actor} name="brand" label={t`Brand`} placeholder={t`Select brand`} options={records(options.brands)} />
        <FormSelectField form={actor} name="category" label={t`Category`} required placeholder={t`Select category`} options={records(options.categories)} />
        <FormSelectField form={actor} name="productUnit" label={t`Product Unit`} required placeholder={t`Select unit`} options={units} />
        <FormSelectField form={actor} name="saleUnit" label={t`Sale Unit`} placeholder={t`Select unit`} options={units} />
        <FormSelectField form={actor} name="purchaseUnit" label={t`Purchase Unit`} required placeholder={t`Select unit`} options={units} />
        <FormTextField form={actor} name="productCost" label={t`Product Cost`} required inputMode="decimal" placeholder="0.00" />
        <FormTextField form={actor} name="productPrice" label={t`Product Price`} required inputMode="decimal" placeholder="0.00" />
        <WhenStocked actor={actor}>
          <FormTextField form={actor} name="alertQuantity" label={t`Alert Quantity`} inputMode="numeric" placeholder="0" hint={t`Shown in red on the list at or below this stock.`} />
        </WhenStocked>
        <FormSelectField form={actor} name="productTax" label={t`Product Tax`} required placeholder={t`Select tax`} options={records(options.taxes)} />
        <FormSelectField form={actor} name="taxMethod" label={t`Tax Method`} options={namedOptions(i18n, taxMethodNames, TAX_METHODS)} />
        <div className={wide}>
          <FormCheckboxField form={actor} name="featured" label={t`Featured product will be displayed in POS`} />
        </div>
        <div className={wide}>
          <FormImageUpload form={actor} name="image" label={t`Product Image`} />
        </div>
        <div className={wide}>
          <FormTextAreaField form={actor} name="description" label={t`Product Details`} />
        </div>
      </div>

      <fieldset className={section}>
        <legend className={sectionTitle}>
          <Trans>Warehouse prices</Trans>
        </legend>
        <FormCheckboxField form={actor} name="hasWarehousePrice" label={t`This product has a different price in each warehouse`} />
        <WhenChecked actor={actor} name="hasWarehousePrice">
          <ProductWarehousePrices actor={actor} />
        </WhenChecked>
      </fieldset>

      <fieldset className={section}>
        <legend className={sectionTitle}>
          <Trans>Variants</Trans>
        </legend>
        <FormCheckboxField form={actor} name="hasVariant" label={t`This product has variants`} />
        <WhenChecked actor={actor} name="hasVariant">
          <VariantNamesField actor={actor} />
          <ProductVariantTable actor={actor} />
        </WhenChecked>
      </fieldset>

      <fieldset className={section}>
        <legend className={sectionTitle}>
          <Trans>Promotion</Trans>
        </legend>
        <FormCheckboxField form={actor} name="hasPromotion" label={t`Add a promotional price`} />
        <WhenChecked actor={actor} name="hasPromotion">
          <div className={fieldGrid}>
            <FormTextField form={actor} name="promotionPrice" label={t`Promotion Price`} required inputMode="decimal" placeholder="0.00" />
            <FormTextField form={actor} name="promotionStart" label={t`Promotion Starts`} required type="date" />
            <PromotionEndField actor={actor} />
          </div>
        </WhenChecked>
      </fieldset>
    </RecordFormFrame>
  );
}

/** A section's fields show only while its switch is on. */
function WhenChecked({ actor, name, children }: { actor: RecordFormActor; name: string; children: ReactNode }) {
  return useFieldValue(actor, name) === true ? <>{children}</> : null;
}

/** Stock fields: only a Standard product keeps stock (services and digital products have none). */
function WhenStocked({ actor, children }: { actor: RecordFormActor; children: ReactNode }) {
  return useFieldValue(actor, 'productType') === 'Standard' ? <>{children}</> : null;
}

/** The refresh button beside Product Code: asks the server for an unused code in the chosen symbology. */
function SuggestCodeButton({ actor }: { actor: RecordFormActor }) {
  const suggesting = useSelector(actor, (snapshot) => snapshot.hasTag('suggesting'));
  const canSuggest = useSelector(actor, (snapshot) => snapshot.can({ type: 'field.suggest' }));
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={`${button.secondary} ${refreshButton}`}
      onClick={() => actor.send({ type: 'field.suggest' })}
      disabled={!canSuggest}
      aria-label={t`Generate an unused product code`}
      title={t`Generate an unused product code`}
    >
      {suggesting ? '…' : '↻'}
    </button>
  );
}

function ProductCodeBarcode({ actor }: { actor: RecordFormActor }) {
  const code = useFieldText(actor, 'productCode');
  const symbology = useFieldText(actor, 'barcodeSymbology') as BarcodeSymbology;
  return <ProductBarcode code={code} symbology={symbology} />;
}

/** The comma-separated names the variant rows follow (docs/api.md#records-and-their-fields). */
function VariantNamesField({ actor }: { actor: RecordFormActor }) {
  const edit = useFormEdit<ProductEdit>(actor);
  const namesError = useFieldError(actor, 'variantString');
  const rowsError = useFieldError(actor, 'variantList');
  const { t } = useLingui();
  return (
    <TextField
      id="field-variantString"
      name="variantString"
      label={t`Variant names`}
      placeholder={t`Red, Blue, Green`}
      hint={t`Separate names with commas.`}
      value={useFieldText(actor, 'variantString')}
      error={namesError ?? rowsError}
      onChange={(event) => edit({ kind: 'variants.text', text: event.currentTarget.value })}
    />
  );
}

function PromotionEndField({ actor }: { actor: RecordFormActor }) {
  const start = useFieldText(actor, 'promotionStart');
  const { t } = useLingui();
  return <FormTextField form={actor} name="promotionEnd" label={t`Promotion Ends`} required type="date" min={start || undefined} />;
}
