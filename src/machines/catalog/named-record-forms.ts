/**
 * The catalog's named records: category, brand, unit and tax, small records a document
 * names by their name or id. Each form is the record form machine with its own definition; after a
 * save it goes back to its list, where the new or changed row shows.
 */
import { brandInputSchema, categoryInputSchema, taxInputSchema, unitInputSchema } from '../../domain/catalog.schemas';
import { DEFAULT_UNIT_OPERATOR } from '../../domain/shop-constants';
import { screens } from '../../domain/screens';
import { compact, numberFromText, presentText, text } from '../common/form-values';
import { recordFormMachine, type RecordFormDefinition } from '../common/record-form.machine';

// Each record's own sentences, messages of the catalogs (docs/i18n.md#machines): a noun put into one sentence
// would not agree with the words around it in every language.
const categoryMessages = {
  created: /*i18n*/ { id: 'category.added', message: 'Category added successfully!' },
  updated: /*i18n*/ { id: 'category.updated', message: 'Category updated successfully!' },
  failed: /*i18n*/ { id: 'category.save-failed', message: 'Failed to save the category. Please try again.' },
};
const brandMessages = {
  created: /*i18n*/ { id: 'brand.added', message: 'Brand added successfully!' },
  updated: /*i18n*/ { id: 'brand.updated', message: 'Brand updated successfully!' },
  failed: /*i18n*/ { id: 'brand.save-failed', message: 'Failed to save the brand. Please try again.' },
};
const unitMessages = {
  created: /*i18n*/ { id: 'unit.added', message: 'Unit added successfully!' },
  updated: /*i18n*/ { id: 'unit.updated', message: 'Unit updated successfully!' },
  failed: /*i18n*/ { id: 'unit.save-failed', message: 'Failed to save the unit. Please try again.' },
};
const taxMessages = {
  created: /*i18n*/ { id: 'tax.added', message: 'Tax added successfully!' },
  updated: /*i18n*/ { id: 'tax.updated', message: 'Tax updated successfully!' },
  failed: /*i18n*/ { id: 'tax.save-failed', message: 'Failed to save the tax. Please try again.' },
};

const backTo = (path: string) => ({ afterAdd: { navigate: path }, afterEdit: { navigate: path } });

export type CategoryValues = {
  name: string;
  parentCategory: string;
  image: string;
};

export const categoryFormDefinition: RecordFormDefinition<CategoryValues> = {
  source: { resource: 'categories' },
  schema: categoryInputSchema,
  pickers: ['categories'],
  empty: () => ({ name: '', parentCategory: '', image: '' }),
  fromRecord: (record) => ({ name: text(record.name), parentCategory: text(record.parentCategoryId), image: text(record.image) }),
  // A category without a parent is sent with null, so an edit can take its parent away.
  toBody: (values) => compact({ name: presentText(values.name), parentCategory: presentText(values.parentCategory) ?? null, image: presentText(values.image) ?? null }),
  conflictField: 'name',
  messages: categoryMessages,
  ...backTo(screens.categoryList.path),
};

export type BrandValues = {
  name: string;
  image: string;
};

export const brandFormDefinition: RecordFormDefinition<BrandValues> = {
  source: { resource: 'brands' },
  schema: brandInputSchema,
  pickers: [],
  empty: () => ({ name: '', image: '' }),
  fromRecord: (record) => ({ name: text(record.name), image: text(record.image) }),
  toBody: (values) => compact({ name: presentText(values.name), image: presentText(values.image) ?? null }),
  conflictField: 'name',
  messages: brandMessages,
  ...backTo(screens.brandList.path),
};

export type UnitValues = {
  code: string;
  name: string;
  baseUnit: string;
  operator: string;
  operationValue: string;
};

export const unitFormDefinition: RecordFormDefinition<UnitValues> = {
  source: { resource: 'units' },
  schema: unitInputSchema,
  pickers: ['units'],
  empty: () => ({ code: '', name: '', baseUnit: '', operator: DEFAULT_UNIT_OPERATOR, operationValue: '1' }),
  fromRecord: (record) => ({
    code: text(record.code),
    name: text(record.name),
    baseUnit: text(record.baseUnitId),
    operator: text(record.operator) || DEFAULT_UNIT_OPERATOR,
    operationValue: record.operationValue === undefined ? '1' : String(record.operationValue),
  }),
  toBody: (values) =>
    compact({
      code: presentText(values.code),
      name: presentText(values.name),
      baseUnit: presentText(values.baseUnit) ?? null,
      operator: presentText(values.operator),
      operationValue: numberFromText(values.operationValue),
    }),
  conflictField: 'code',
  messages: unitMessages,
  ...backTo(screens.unitList.path),
};

export type TaxValues = {
  name: string;
  rate: string;
};

export const taxFormDefinition: RecordFormDefinition<TaxValues> = {
  source: { resource: 'taxes' },
  schema: taxInputSchema,
  pickers: [],
  empty: () => ({ name: '', rate: '' }),
  fromRecord: (record) => ({ name: text(record.name), rate: record.rate === undefined ? '' : String(record.rate) }),
  toBody: (values) => compact({ name: presentText(values.name), rate: numberFromText(values.rate) }),
  conflictField: 'name',
  messages: taxMessages,
  ...backTo(screens.taxList.path),
};

export const categoryFormMachine = recordFormMachine(categoryFormDefinition);
export const brandFormMachine = recordFormMachine(brandFormDefinition);
export const unitFormMachine = recordFormMachine(unitFormDefinition);
export const taxFormMachine = recordFormMachine(taxFormDefinition);
