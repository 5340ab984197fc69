/**
 * The catalog's named records (issue 3): category, brand, unit and tax, small records a document
 * names by their name or id. Each form is the record
 * form machine with its own definition. After a save they go back to their list, where the new or
 * changed row shows: the way a shop's staff reach these forms, from the list's Add and Edit.
 */
import { brandInputSchema, categoryInputSchema, taxInputSchema, unitInputSchema } from '../../domain/catalog.schemas';
import { DEFAULT_UNIT_OPERATOR } from '../../domain/shop-constants';
import { compact, numberFromText, presentText, text } from '../common/form-values';
import type { RecordFormDefinition } from '../common/record-form.machine';
import { screens } from '../../domain/screens';

function messages(noun: string) {
  return { created: `${noun} added successfully!`, updated: `${noun} updated successfully!`, failed: `Failed to save the ${noun.toLowerCase()}. Please try again.` };
}

export const categoryFormDefinition: RecordFormDefinition = {
  resource: 'categories',
  schema: categoryInputSchema,
  pickers: ['categories'],
  empty: () => ({ name: '', parentCategory: '', image: '' }),
  fromRecord: (record) => ({ name: text(record.name), parentCategory: text(record.parentCategoryId), image: text(record.image) }),
  // A category without a parent is sent with null, so an edit can take its parent away.
  toBody: (values) => compact({ name: presentText(values.name), parentCategory: presentText(values.parentCategory) ?? null, image: presentText(values.image) ?? null }),
  conflictField: 'name',
  messages: messages('Category'),
  afterAdd: { navigate: screens.categoryList.path },
  afterEdit: { navigate: screens.categoryList.path },
  listPath: screens.categoryList.path,
};

export const brandFormDefinition: RecordFormDefinition = {
  resource: 'brands',
  schema: brandInputSchema,
  pickers: [],
  empty: () => ({ name: '', image: '' }),
  fromRecord: (record) => ({ name: text(record.name), image: text(record.image) }),
  toBody: (values) => compact({ name: presentText(values.name), image: presentText(values.image) ?? null }),
  conflictField: 'name',
  messages: messages('Brand'),
  afterAdd: { navigate: screens.brandList.path },
  afterEdit: { navigate: screens.brandList.path },
  listPath: screens.brandList.path,
};

export const unitFormDefinition: RecordFormDefinition = {
  resource: 'units',
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
  messages: messages('Unit'),
  afterAdd: { navigate: screens.unitList.path },
  afterEdit: { navigate: screens.unitList.path },
  listPath: screens.unitList.path,
};

export const taxFormDefinition: RecordFormDefinition = {
  resource: 'taxes',
  schema: taxInputSchema,
  pickers: [],
  empty: () => ({ name: '', rate: '' }),
  fromRecord: (record) => ({ name: text(record.name), rate: record.rate === undefined ? '' : String(record.rate) }),
  toBody: (values) => compact({ name: presentText(values.name), rate: numberFromText(values.rate) }),
  conflictField: 'name',
  messages: messages('Tax'),
  afterAdd: { navigate: screens.taxList.path },
  afterEdit: { navigate: screens.taxList.path },
  listPath: screens.taxList.path,
};
