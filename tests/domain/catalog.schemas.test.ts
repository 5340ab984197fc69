import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, productCodeProblem } from '../../src/domain/barcodes';
import { brandInputSchema, brandSchema, billerInputSchema, billerSchema, categoryImportRowSchema, categoryInputSchema, categorySchema, taxInputSchema, taxSchema, unitInputSchema, unitSchema, warehouseInputSchema, warehouseSchema } from '../../src/domain/catalog.schemas';
import { deleteAnswerSchema, deleteSelectionSchema, listQuerySchema, RECORD_ID_PATTERN } from '../../src/domain/list.schemas';
import { codeSuggestionSchema, newItemCode, productInputSchema, productSchema, productVariantSchema, variantBarcodeProblems, variantNamesFrom, variantStringFrom } from '../../src/domain/product.schemas';
import { importAnswerSchema, saleImportAnswerSchema, uploadAnswerSchema } from '../../src/domain/upload.schemas';
import { accepted, issuesOf } from './schema-issues';

const REQUIRED = 'This field is required.';
const IMAGE = `/uploads/${'0123456789abcdef'.repeat(4)}.png`;
const ID = '5f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const stamps = { createdAt: '2026-11-24T10:00:00.000Z', updatedAt: '2026-11-24T11:00:00.000Z' };

describe('a required name (docs/screens.md#products)', () => {
  it("says 'This field is required.' under the field when it is missing, null, empty or blank", () => {
    for (const name of [undefined, null, '', '   ', 5]) expect(issuesOf(brandInputSchema, { name })).toEqual({ name: [REQUIRED] });
    expect(issuesOf(brandInputSchema, {})).toEqual({ name: [REQUIRED] });
  });

  it('keeps the name trimmed, up to 100 characters', () => {
    expect(accepted(brandInputSchema, { name: '  Apple  ' })).toEqual({ name: 'Apple', image: null });
    expect(accepted(brandInputSchema, { name: 'a'.repeat(100) }).name).toHaveLength(100);
    expect(issuesOf(brandInputSchema, { name: 'a'.repeat(101) })).toEqual({ name: ['At most 100 characters.'] });
  });

  it('refuses a control character in a one-line name', () => {
    expect(issuesOf(brandInputSchema, { name: 'App\u0007le' })).toEqual({ name: ['The text has a control character (U+0007) that cannot be saved.'] });
  });

  it('refuses a field the record does not have', () => {
    expect(issuesOf(brandInputSchema, { name: 'Apple', colour: 'red' })).toEqual({ colour: ['A brand has only name and image.'] });
    expect(issuesOf(warehouseInputSchema, { name: 'Main', city: 'x' })).toEqual({ city: ['A warehouse has only name and active.'] });
    expect(issuesOf(billerInputSchema, { name: 'Till', city: 'x' })).toEqual({ city: ['A biller has only name.'] });
    expect(accepted(warehouseInputSchema, { name: ' Main ' })).toEqual({ name: 'Main', active: true });
    expect(accepted(warehouseInputSchema, { name: 'Old Store', active: false })).toEqual({ name: 'Old Store', active: false });
    expect(issuesOf(warehouseInputSchema, { name: 'Main', active: 'no' })).toEqual({ active: ['Active is true or false.'] });
    expect(accepted(billerInputSchema, { name: ' Till ' })).toEqual({ name: 'Till' });
  });
});

describe('an image field', () => {
  it('takes a URL the image upload answered, or none', () => {
    expect(accepted(brandInputSchema, { name: 'A', image: IMAGE }).image).toBe(IMAGE);
    for (const extension of ['jpg', 'gif', 'webp']) {
      const url = IMAGE.replace('.png', `.${extension}`);
      expect(accepted(brandInputSchema, { name: 'A', image: url }).image).toBe(url);
    }
    for (const image of [undefined, null, '']) expect(accepted(brandInputSchema, { name: 'A', image }).image).toBeNull();
  });

  it('refuses any other address', () => {
    const hex = '0123456789abcdef'.repeat(4);
    for (const image of [
      'https://example.com/a.png',
      `x/uploads/${hex}.png`,
      `/uploads/${hex}.png.exe`,
      `/uploads/${hex}.bmp`,
      `/uploads/${hex.slice(1)}.png`,
      `/uploads/${hex.toUpperCase()}.png`,
      `/uploads/${'g'.repeat(64)}.png`,
      `/uploads/${hex}png`,
    ]) {
      expect(issuesOf(brandInputSchema, { name: 'A', image })).toEqual({ image: ['Image must be a URL answered by the image upload.'] });
    }
    expect(issuesOf(brandInputSchema, { name: 'A', image: 5 })).toEqual({ image: ['Image must be an uploaded image URL.'] });
  });
});

describe('a category', () => {
  it('takes a name, a parent category by name or id, and an image', () => {
    expect(accepted(categoryInputSchema, { name: ' Phones ', parentCategory: ' Electronics ', image: IMAGE })).toEqual({
      name: 'Phones',
      parentCategory: 'Electronics',
      image: IMAGE,
    });
    for (const parentCategory of [undefined, null, '', '  ']) {
      expect(accepted(categoryInputSchema, { name: 'Phones', parentCategory }).parentCategory).toBeNull();
    }
  });

  it('says what is wrong with the parent', () => {
    expect(issuesOf(categoryInputSchema, { name: 'Phones', parentCategory: 7 })).toEqual({ parentCategory: ['Choose one of the listed options.'] });
    expect(issuesOf(categoryInputSchema, { name: 'Phones', parentCategory: 'a'.repeat(101) })).toEqual({ parentCategory: ['At most 100 characters.'] });
    expect(accepted(categoryInputSchema, { name: 'Phones', parentCategory: 'a'.repeat(100) }).parentCategory).toHaveLength(100);
    expect(issuesOf(categoryInputSchema, { name: 'Phones', parentCategory: 'a\u0000b' })).toEqual({
      parentCategory: ['The text has a control character (U+0000) that cannot be saved.'],
    });
    expect(issuesOf(categoryInputSchema, { name: 'Phones', colour: 'red' })).toEqual({ colour: ['A category has only name, parentCategory and image.'] });
  });

  it('reads a row of the category CSV import', () => {
    expect(accepted(categoryImportRowSchema, { name: ' Phones ' })).toEqual({ name: 'Phones', parent: '' });
    expect(accepted(categoryImportRowSchema, { name: 'Phones', parent: ' Electronics ' })).toEqual({ name: 'Phones', parent: 'Electronics' });
    expect(issuesOf(categoryImportRowSchema, { name: '', parent: 'a'.repeat(101) })).toEqual({ name: [REQUIRED], parent: ['At most 100 characters.'] });
    expect(issuesOf(categoryImportRowSchema, { name: 'Phones', parent: 'a\u0001' })).toEqual({
      parent: ['The text has a control character (U+0001) that cannot be saved.'],
    });
    expect(accepted(categoryImportRowSchema, { name: 'Phones', parent: 'a'.repeat(100) }).parent).toHaveLength(100);
  });
});

describe('a unit', () => {
  const kilogram = { code: 'kg', name: 'Kilogram' };

  it('converts to its base unit by * 1 unless told otherwise', () => {
    expect(accepted(unitInputSchema, kilogram)).toEqual({ code: 'kg', name: 'Kilogram', baseUnit: null, operator: '*', operationValue: 1 });
    expect(accepted(unitInputSchema, { code: 'g', name: 'Gram', baseUnit: 'kg', operator: '/', operationValue: 1000 })).toEqual({
      code: 'g',
      name: 'Gram',
      baseUnit: 'kg',
      operator: '/',
      operationValue: 1000,
    });
  });

  it('keeps the code to 20 characters', () => {
    expect(accepted(unitInputSchema, { ...kilogram, code: 'a'.repeat(20) }).code).toHaveLength(20);
    expect(issuesOf(unitInputSchema, { ...kilogram, code: 'a'.repeat(21) })).toEqual({ code: ['At most 20 characters.'] });
    expect(issuesOf(unitInputSchema, { name: 'Kilogram' })).toEqual({ code: [REQUIRED] });
  });

  it('takes an operation value above 0, at most 1,000,000,000, with at most 4 decimals', () => {
    for (const operationValue of [0.0001, 1.2345, 1_000_000_000]) expect(accepted(unitInputSchema, { ...kilogram, operationValue }).operationValue).toBe(operationValue);
    for (const operationValue of [0, -1]) {
      expect(issuesOf(unitInputSchema, { ...kilogram, operationValue })).toEqual({ operationValue: ['Operation value must be greater than 0.'] });
    }
    expect(issuesOf(unitInputSchema, { ...kilogram, operationValue: Number.POSITIVE_INFINITY }).operationValue[0]).toBe('Operation value must be greater than 0.');
    expect(issuesOf(unitInputSchema, { ...kilogram, operationValue: 1_000_000_001 })).toEqual({ operationValue: ['Operation value is too large.'] });
    expect(issuesOf(unitInputSchema, { ...kilogram, operationValue: 0.00015 })).toEqual({ operationValue: ['Operation value has at most 4 decimals.'] });
    expect(issuesOf(unitInputSchema, { ...kilogram, operationValue: '2' })).toEqual({ operationValue: ['Operation value must be a number.'] });
  });

  it('refuses an operator other than * and /, and unknown fields', () => {
    expect(issuesOf(unitInputSchema, { ...kilogram, operator: '+' })).toEqual({ operator: ["Operator must be '*' or '/'."] });
    expect(issuesOf(unitInputSchema, { ...kilogram, factor: 2 })).toEqual({ factor: ['A unit has only code, name, baseUnit, operator and operationValue.'] });
  });
});

describe('a tax', () => {
  it('takes a name and a rate from 0 to 100', () => {
    expect(accepted(taxInputSchema, { name: 'VAT 15%', rate: 15 })).toEqual({ name: 'VAT 15%', rate: 15_000 });
    expect(accepted(taxInputSchema, { name: 'NY Sales Tax', rate: 8.875 })).toEqual({ name: 'NY Sales Tax', rate: 8875 });
    expect(issuesOf(taxInputSchema, { name: 'VAT' })).toEqual({ rate: [REQUIRED] });
    expect(issuesOf(taxInputSchema, { name: 'VAT', rate: 101 })).toEqual({ rate: ['Percent must be between 0 and 100.'] });
    expect(issuesOf(taxInputSchema, { name: 'VAT', rate: 5, kind: 'x' })).toEqual({ kind: ['A tax has only name and rate.'] });
  });
});

describe('a list query (?q=&page=&pageSize=)', () => {
  it('starts at page 1 of 10 rows with no search', () => {
    expect(accepted(listQuerySchema, {})).toEqual({ q: '', page: 1, pageSize: 10 });
    expect(accepted(listQuerySchema, { q: '  phone ', page: '123456789', pageSize: '1000' })).toEqual({ q: 'phone', page: 123456789, pageSize: 1000 });
    expect(accepted(listQuerySchema, { q: 'a'.repeat(200), pageSize: '1' }).q).toHaveLength(200);
  });

  it('says what is wrong with each value', () => {
    expect(issuesOf(listQuerySchema, { q: 'a'.repeat(201) })).toEqual({ q: ['Search text is too long.'] });
    expect(issuesOf(listQuerySchema, { q: 'a\u0008' })).toEqual({ q: ['The text has a control character (U+0008) that cannot be saved.'] });
    for (const page of ['0', '01', '1234567890', 'a1', '1a', '-1']) expect(issuesOf(listQuerySchema, { page })).toEqual({ page: ['page must be a whole number from 1.'] });
    for (const pageSize of ['0', '1001', '9999', '10000', 'x10', '10x', '010', '1.5']) {
      expect(issuesOf(listQuerySchema, { pageSize })).toEqual({ pageSize: ['pageSize must be a whole number from 1 to 1000.'] });
    }
  });
});

describe('a delete of the selected rows', () => {
  it('takes record ids, lower-cased and each once', () => {
    expect(accepted(deleteSelectionSchema, { ids: [ID, ID.toUpperCase(), ID] })).toEqual({ ids: [ID] });
    expect(accepted(deleteSelectionSchema, { ids: Array.from({ length: 1000 }, () => ID) })).toEqual({ ids: [ID] });
  });

  it('says what to send', () => {
    const howTo = 'Send the ids to delete: { "ids": ["…"] }.';
    expect(issuesOf(deleteSelectionSchema, {})).toEqual({ ids: [howTo] });
    expect(issuesOf(deleteSelectionSchema, { ids: [] })).toEqual({ ids: [howTo] });
    expect(issuesOf(deleteSelectionSchema, { ids: ID })).toEqual({ ids: [howTo] });
    expect(issuesOf(deleteSelectionSchema, { ids: [5] })).toEqual({ 'ids.0': ['An id is text.'] });
    expect(issuesOf(deleteSelectionSchema, { ids: [ID, 'abc'] })).toEqual({ 'ids.1': ['This is not a record id.'] });
    expect(issuesOf(deleteSelectionSchema, { ids: Array.from({ length: 1001 }, () => ID) })).toEqual({ ids: ['At most 1000 rows can be deleted at once.'] });
    expect(issuesOf(deleteSelectionSchema, { ids: [ID], all: true })).toEqual({ all: ['A delete takes only ids.'] });
  });

  it('knows a record id by its uuid shape, in either case', () => {
    expect(RECORD_ID_PATTERN.test(ID)).toBe(true);
    expect(RECORD_ID_PATTERN.test(ID.toUpperCase())).toBe(true);
    for (const text of [`x${ID}`, `${ID}x`, ID.replace(/-/g, ''), ID.slice(1), `0${ID}`, ID.replace('5f1c2d3e', '5f1c2d3')]) {
      expect(RECORD_ID_PATTERN.test(text)).toBe(false);
    }
    const [a, b, c, d, e] = ID.split('-');
    for (const parts of [
      [a, `${b}0`, c, d, e],
      [a, b.slice(1), c, d, e],
      [a, b, `${c}0`, d, e],
      [a, b, c.slice(1), d, e],
      [a, b, c, `${d}0`, e],
      [a, b, c, d.slice(1), e],
      [a, b, c, d, `${e}0`],
      [a, b, c, d, e.slice(1)],
      [a, b, c, d, `${e.slice(1)}g`],
      [a, b, c, `${d.slice(1)}g`, e],
      [a, b, `${c.slice(1)}g`, d, e],
      [a, `${b.slice(1)}g`, c, d, e],
      [`${a.slice(1)}g`, b, c, d, e],
    ]) {
      expect(RECORD_ID_PATTERN.test(parts.join('-'))).toBe(false);
    }
  });
});

describe('the answers the catalog routes give', () => {
  it('keeps every field of each answer', () => {
    const answers = [
      [deleteAnswerSchema, { success: true, message: 'Deleted', deleted: 2 }],
      [brandSchema, { _id: ID, name: 'Apple', image: null, ...stamps }],
      [warehouseSchema, { _id: ID, name: 'Main', active: true, ...stamps }],
      [billerSchema, { _id: ID, name: 'Till 1', ...stamps }],
      [taxSchema, { _id: ID, name: 'VAT 15%', rate: 15, ...stamps }],
      [unitSchema, { _id: ID, code: 'g', name: 'Gram', baseUnit: 'kg', baseUnitId: ID, operator: '/', operationValue: 1000, ...stamps }],
      [
        categorySchema,
        { _id: ID, name: 'Phones', parentCategory: null, parentCategoryId: null, image: IMAGE, productCount: 3, stockQuantity: 12, worthPrice: 100, worthCost: 80, ...stamps },
      ],
      [productVariantSchema, { _id: ID, name: 'Red', itemCode: 'VRT-1', barcode: '2000000000015', additionalPrice: 2.5, quantity: 3, stock: [{ warehouseId: ID, warehouse: 'Main', quantity: 3 }] }],
      [codeSuggestionSchema, { productCode: '12345678' }],
      [uploadAnswerSchema, { success: true, message: 'Image uploaded successfully!', url: IMAGE }],
      [importAnswerSchema, { success: true, message: 'Imported', imported: 4 }],
      [saleImportAnswerSchema, { success: true, message: 'Imported', imported: 4, saleId: ID, reference: 'SL-000007' }],
    ] as const;
    for (const [schema, answer] of answers) expect(accepted(schema, answer)).toEqual(answer);
    const product = {
      _id: ID,
      productType: 'Standard',
      productName: 'Phone',
      productCode: 'PH-1',
      barcode: 'Code 128',
      barcodeSymbology: 'Code 128',
      brand: 'Apple',
      brandId: ID,
      category: 'Phones',
      categoryId: ID,
      productUnit: 'Piece',
      productUnitId: ID,
      saleUnit: null,
      saleUnitId: null,
      purchaseUnit: 'Piece',
      purchaseUnitId: ID,
      productCost: 80,
      productPrice: 100,
      alertQuantity: 5,
      productTax: 'VAT 10%',
      productTaxId: ID,
      productTaxRate: 10,
      taxMethod: 'Exclusive',
      featured: false,
      description: '',
      hasWarehousePrice: false,
      warehousePrices: { Main: 90 },
      hasVariant: true,
      variantString: 'Red',
      variantList: [{ _id: ID, name: 'Red', itemCode: 'VRT-1', barcode: null, additionalPrice: 0, quantity: 0, stock: [] }],
      hasPromotion: false,
      promotionPrice: null,
      promotionStart: null,
      promotionEnd: null,
      image: null,
      quantity: 7,
      unassignedQuantity: 7,
      ...stamps,
    };
    expect(accepted(productSchema, product)).toEqual(product);
  });
});

describe('product codes a barcode can print', () => {
  it('computes the GS1 check digit', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('03600029145')).toBe(2);
    expect(gtinCheckDigit('590123412345')).toBe(7);
    expect(gtinCheckDigit('000000000000')).toBe(0);
    expect(gtinCheckDigit('1')).toBe(7);
    expect(gtinCheckDigit('10')).toBe(9);
  });

  it('accepts what each symbology prints', () => {
    expect(productCodeProblem('Ab-1 ~!', 'Code 128')).toBeNull();
    expect(productCodeProblem('AB-1 .$/+%', 'Code 39')).toBeNull();
    expect(productCodeProblem('400638133393', 'EAN-13')).toBeNull();
    expect(productCodeProblem('4006381333931', 'EAN-13')).toBeNull();
    expect(productCodeProblem('03600029145', 'UPC-A')).toBeNull();
    expect(productCodeProblem('036000291452', 'UPC-A')).toBeNull();
    expect(productCodeProblem('012345678905', 'UPC-A')).toBeNull();
    expect(productCodeProblem('5901234123457', 'EAN-13')).toBeNull();
  });

  it('says why a code cannot be printed', () => {
    for (const code of ['café', 'tab\there', '']) expect(productCodeProblem(code, 'Code 128')).toBe('Code 128 takes letters, digits, spaces and punctuation only.');
    for (const code of ['ab', 'A_B', 'A#', '']) expect(productCodeProblem(code, 'Code 39')).toBe('Code 39 takes only capital letters A-Z, digits, spaces and - . $ / + %.');
    for (const code of ['40063813339', '40063813339312', '40063813339a', 'x400638133393']) {
      expect(productCodeProblem(code, 'EAN-13')).toBe('EAN-13 takes 12 digits, or 13 with the check digit.');
    }
    expect(productCodeProblem('4006381333932', 'EAN-13')).toBe('The last digit is not the EAN-13 check digit.');
    for (const code of ['0360002914', '0360002914521', '0360002914a', 'x03600029145']) {
      expect(productCodeProblem(code, 'UPC-A')).toBe('UPC-A takes 11 digits, or 12 with the check digit.');
    }
    expect(productCodeProblem('036000291453', 'UPC-A')).toBe('The last digit is not the UPC-A check digit.');
  });

  it('names variant rows VRT-1, VRT-2… and reads and writes the comma string', () => {
    expect(newItemCode(3)).toBe('VRT-3');
    expect(variantNamesFrom(' Red, ,Blue ,,')).toEqual(['Red', 'Blue']);
    expect(variantStringFrom([{ name: 'Red' }, { name: 'Blue' }])).toBe('Red, Blue');
  });
});

const phone = {
  productType: 'Standard',
  productName: ' Phone ',
  productCode: 'PH-1',
  barcode: 'Code 128',
  category: 'Phones',
  productUnit: 'Piece',
  purchaseUnit: 'Piece',
  productCost: 80,
  productPrice: 100,
  productTax: 'VAT 10%',
};

describe('a product (docs/api.md#records-and-their-fields and docs/screens.md#products)', () => {
  it('fills what the form may leave out', () => {
    expect(accepted(productInputSchema, phone)).toEqual({
      productType: 'Standard',
      productName: 'Phone',
      productCode: 'PH-1',
      barcodeSymbology: 'Code 128',
      brand: null,
      category: 'Phones',
      productUnit: 'Piece',
      saleUnit: null,
      purchaseUnit: 'Piece',
      productCost: 8000,
      productPrice: 10000,
      alertQuantity: 0,
      productTax: 'VAT 10%',
      taxMethod: 'Exclusive',
      featured: false,
      description: '',
      hasWarehousePrice: false,
      warehousePrices: {},
      hasVariant: false,
      variantString: '',
      variantList: [],
      hasPromotion: false,
      promotionPrice: null,
      promotionStart: null,
      promotionEnd: null,
      image: null,
    });
  });

  it("says 'This field is required.' under each required field left empty, blank or zero", () => {
    const empty = { productType: '', productName: ' ', productCode: '', category: '', productUnit: null, purchaseUnit: '', productCost: 0, productPrice: 0, productTax: '' };
    const required = ['productType', 'productName', 'productCode', 'category', 'productUnit', 'purchaseUnit', 'productCost', 'productPrice', 'productTax'];
    const expected = Object.fromEntries([...required, 'barcode'].map((field) => [field, [REQUIRED]]));
    expect(issuesOf(productInputSchema, empty)).toEqual(expected);
    expect(issuesOf(productInputSchema, {})).toEqual(expected);
    const { barcode: _barcode, ...noSymbology } = phone;
    expect(issuesOf(productInputSchema, noSymbology)).toEqual({ barcode: [REQUIRED] });
  });

  it('takes the symbology under either name, and refuses two different ones', () => {
    const { barcode: _barcode, ...noSymbology } = phone;
    expect(accepted(productInputSchema, { ...noSymbology, barcodeSymbology: 'Code 39', productCode: 'PH-1' }).barcodeSymbology).toBe('Code 39');
    expect(accepted(productInputSchema, { ...phone, barcode: 'Code 39', barcodeSymbology: 'Code 39' }).barcodeSymbology).toBe('Code 39');
    expect(issuesOf(productInputSchema, { ...phone, barcodeSymbology: 'Code 39' })).toEqual({
      barcode: ['barcode and barcodeSymbology name different symbologies: send one of them.'],
    });
    expect(issuesOf(productInputSchema, { ...phone, barcode: 'QR' })).toEqual({ barcode: ['Barcode symbology must be one of Code 128, Code 39, EAN-13, UPC-A.'] });
    expect(issuesOf(productInputSchema, { ...noSymbology, barcodeSymbology: 'QR' })).toEqual({
      barcodeSymbology: ['Barcode symbology must be one of Code 128, Code 39, EAN-13, UPC-A.'],
    });
  });

  it('refuses a code its symbology cannot print, with the reason', () => {
    expect(issuesOf(productInputSchema, { ...phone, productCode: 'ph-1', barcode: 'Code 39' })).toEqual({
      productCode: ['Code 39 takes only capital letters A-Z, digits, spaces and - . $ / + %.'],
    });
    expect(issuesOf(productInputSchema, { ...phone, productCode: '4006381333932', barcode: 'EAN-13' })).toEqual({
      productCode: ['The last digit is not the EAN-13 check digit.'],
    });
    const { barcode: _barcode, ...noSymbology } = phone;
    expect(issuesOf(productInputSchema, { ...noSymbology, productCode: 'ph-1', barcodeSymbology: 'Code 39' })).toEqual({
      productCode: ['Code 39 takes only capital letters A-Z, digits, spaces and - . $ / + %.'],
    });
    // Without a symbology the code is read as Code 128, which prints any plain code.
    expect(issuesOf(productInputSchema, { ...noSymbology, productCode: 'café' })).toEqual({
      barcode: [REQUIRED],
      productCode: ['Code 128 takes letters, digits, spaces and punctuation only.'],
    });
    expect(issuesOf(productInputSchema, { ...noSymbology, productCode: 'ab' })).toEqual({ barcode: [REQUIRED] });
  });

  it('counts a blank amount as missing', () => {
    expect(issuesOf(productInputSchema, { ...phone, productCost: '  ', productPrice: '' })).toEqual({ productCost: [REQUIRED], productPrice: [REQUIRED] });
    expect(issuesOf(productInputSchema, { ...phone, productCost: 'x' })).toEqual({ productCost: ['Amount must be a number.'] });
  });

  it('checks how fields agree only once each field is valid on its own', () => {
    const { barcode: _barcode, ...noSymbology } = phone;
    const promotion = { hasPromotion: true, promotionPrice: 90, promotionStart: '2026-12-01', promotionEnd: '2026-12-31' };
    const twins = [
      { name: 'Red', itemCode: 'VRT-1' },
      { name: 'red', itemCode: 'VRT-1' },
    ];
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ barcode: 'QR', barcodeSymbology: 'Code 128' }, { barcode: ['Barcode symbology must be one of Code 128, Code 39, EAN-13, UPC-A.'] }],
      [{ ...noSymbology, barcode: 'Code 128', barcodeSymbology: 'QR' }, { barcodeSymbology: ['Barcode symbology must be one of Code 128, Code 39, EAN-13, UPC-A.'] }],
      [{ productCode: 5, barcode: 'EAN-13' }, { productCode: [REQUIRED] }],
      [{ productCode: 'café', barcode: 'QR' }, { barcode: ['Barcode symbology must be one of Code 128, Code 39, EAN-13, UPC-A.'] }],
      [{ ...noSymbology, productCode: 'café', barcodeSymbology: 'QR' }, { barcodeSymbology: ['Barcode symbology must be one of Code 128, Code 39, EAN-13, UPC-A.'] }],
      [{ ...promotion, hasPromotion: 'yes', promotionPrice: undefined, promotionStart: undefined, promotionEnd: undefined }, { hasPromotion: ['hasPromotion must be true or false.'] }],
      [{ ...promotion, hasPromotion: 'yes', promotionPrice: 200, promotionStart: '2026-12-31', promotionEnd: '2026-12-01' }, { hasPromotion: ['hasPromotion must be true or false.'] }],
      [{ ...promotion, promotionPrice: 'x' }, { promotionPrice: ['Amount must be a number.'] }],
      [{ ...promotion, productPrice: 'x' }, { productPrice: ['Amount must be a number.'] }],
      [{ ...promotion, promotionStart: 0 }, { promotionStart: ['Enter a date (YYYY-MM-DD).'] }],
      [{ ...promotion, promotionEnd: 0 }, { promotionEnd: ['Enter a date (YYYY-MM-DD).'] }],
      [{ hasVariant: 'yes', variantList: twins }, { hasVariant: ['hasVariant must be true or false.'] }],
      [{ hasVariant: true, variantList: {} }, { variantList: ['Variants must be a list.'] }],
      [{ hasVariant: 'yes' }, { hasVariant: ['hasVariant must be true or false.'] }],
      [{ hasVariant: true, variantString: 5 }, { variantString: ['Variants must be text.'] }],
      [{ ...promotion, promotionStart: 99_999_999 }, { promotionStart: ['Enter a date (YYYY-MM-DD).'] }],
      [{ ...promotion, promotionEnd: 1 }, { promotionEnd: ['Enter a date (YYYY-MM-DD).'] }],
      [{ hasVariant: true, variantList: [twins[0], { name: 'Blue', itemCode: 5 }, { name: 'Green', itemCode: 'VRT-1' }] }, { 'variantList.1.itemCode': [REQUIRED] }],
      [{ hasVariant: true, variantList: [twins[0], { name: 'red', itemCode: 5 }] }, { 'variantList.1.itemCode': [REQUIRED] }],
      [{ hasVariant: true, variantList: [twins[0], { name: 5, itemCode: 'VRT-1' }] }, { 'variantList.1.name': [REQUIRED] }],
    ];
    for (const [change, issues] of cases) expect(issuesOf(productInputSchema, { ...phone, ...change }), JSON.stringify(change).slice(0, 100)).toEqual(issues);
  });

  it('still checks how fields agree when an unrelated field is refused', () => {
    const { barcode: _barcode, ...noSymbology } = phone;
    const promotion = { hasPromotion: true, promotionPrice: 90, promotionStart: '2026-12-01', promotionEnd: '2026-12-31' };
    const featured = { featured: ['Featured must be true or false.'] };
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [noSymbology, { barcode: [REQUIRED] }],
      [{ barcode: 'Code 39', barcodeSymbology: 'Code 128' }, { barcode: ['barcode and barcodeSymbology name different symbologies: send one of them.'] }],
      [{ productCode: 'ph-1', barcode: 'Code 39' }, { productCode: ['Code 39 takes only capital letters A-Z, digits, spaces and - . $ / + %.'] }],
      [{ ...promotion, promotionPrice: undefined }, { promotionPrice: [REQUIRED] }],
      [{ ...promotion, promotionPrice: 120 }, { promotionPrice: ['Promotion price must be lower than the product price.'] }],
      [{ ...promotion, promotionStart: null }, { promotionStart: [REQUIRED] }],
      [{ ...promotion, promotionEnd: null }, { promotionEnd: [REQUIRED] }],
      [{ ...promotion, promotionEnd: '2026-11-30' }, { promotionEnd: ['Promotion end must not be before its start.'] }],
      [{ hasVariant: true }, { variantString: ['Add at least one variant.'] }],
      [{ hasVariant: true, variantList: [{ name: 'Red', itemCode: 'VRT-1' }, { name: 'RED', itemCode: 'VRT-2' }] }, { variantList: ['Each variant needs its own name.'] }],
      [{ hasVariant: true, variantList: [{ name: 'Red', itemCode: 'VRT-1' }, { name: 'Blue', itemCode: 'VRT-1' }] }, { variantList: ['Each variant needs its own item code.'] }],
    ];
    for (const [change, issues] of cases) {
      const body = 'productType' in change ? { ...change, featured: 'yes' } : { ...phone, ...change, featured: 'yes' };
      expect(issuesOf(productInputSchema, body), JSON.stringify(change).slice(0, 100)).toEqual({ ...featured, ...issues });
    }
  });

  it('asks for a variant when hasVariant is on and none is given', () => {
    expect(issuesOf(productInputSchema, { ...phone, hasVariant: true })).toEqual({ variantString: ['Add at least one variant.'] });
  });

  it('says what is wrong with the other fields', () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ productType: 'Gadget' }, { productType: ['Product type must be one of Standard, Digital, Service.'] }],
      [{ productName: 'a'.repeat(201) }, { productName: ['At most 200 characters.'] }],
      [{ productCode: 'A'.repeat(51) }, { productCode: ['At most 50 characters.'] }],
      [{ alertQuantity: '3' }, { alertQuantity: ['Alert quantity must be a number.'] }],
      [{ alertQuantity: 1.5 }, { alertQuantity: ['Alert quantity must be a whole number.'] }],
      [{ alertQuantity: -1 }, { alertQuantity: ['Alert quantity must not be negative.'] }],
      [{ alertQuantity: 1_000_000_001 }, { alertQuantity: ['Alert quantity is too large.'] }],
      [{ taxMethod: 'Both' }, { taxMethod: ['Tax method must be Exclusive or Inclusive.'] }],
      [{ featured: 'yes' }, { featured: ['Featured must be true or false.'] }],
      [{ description: 5 }, { description: ['Description must be text.'] }],
      [{ description: 'a'.repeat(5001) }, { description: ['At most 5000 characters.'] }],
      [{ description: 'a\u0000' }, { description: ['The text has a control character (U+0000) that cannot be saved.'] }],
      [{ hasWarehousePrice: 1 }, { hasWarehousePrice: ['hasWarehousePrice must be true or false.'] }],
      [{ warehousePrices: 'Main' }, { warehousePrices: ['Warehouse prices must be an object of warehouse → price.'] }],
      [{ warehousePrices: { ' ': 5 } }, { 'warehousePrices. ': ['Warehouse is required.'] }],
      [{ warehousePrices: { 'Ma\u0007in': 5 } }, { 'warehousePrices.Ma\u0007in': ['The text has a control character (U+0007) that cannot be saved.'] }],
      [{ hasVariant: 'no' }, { hasVariant: ['hasVariant must be true or false.'] }],
      [{ variantString: 5 }, { variantString: ['Variants must be text.'] }],
      [{ variantString: 'a'.repeat(2001) }, { variantString: ['At most 2000 characters.'] }],
      [{ variantString: 'a\nb' }, { variantString: ['The text has a control character (U+000A) that cannot be saved.'] }],
      [{ variantList: 'Red' }, { variantList: ['Variants must be a list.'] }],
      [{ variantList: Array.from({ length: 101 }, (_, index) => ({ name: `V${index}`, itemCode: `VRT-${index + 1}` })) }, { variantList: ['At most 100 variants.'] }],
      [{ hasPromotion: 0 }, { hasPromotion: ['hasPromotion must be true or false.'] }],
      [{ colour: 'red' }, { colour: ['Unknown product field.'] }],
    ];
    for (const [change, issues] of cases) expect(issuesOf(productInputSchema, { ...phone, ...change }), JSON.stringify(change)).toEqual(issues);
  });

  it('keeps a description of several lines and the optional fields it was given', () => {
    const product = accepted(productInputSchema, {
      ...phone,
      brand: 'Apple',
      saleUnit: 'Piece',
      alertQuantity: 1_000_000_000,
      taxMethod: 'Inclusive',
      featured: true,
      description: ' Line 1\n\tLine 2\r\n',
      image: IMAGE,
    });
    expect(product).toMatchObject({
      brand: 'Apple',
      saleUnit: 'Piece',
      alertQuantity: 1_000_000_000,
      taxMethod: 'Inclusive',
      featured: true,
      description: 'Line 1\n\tLine 2',
      image: IMAGE,
    });
    expect(accepted(productInputSchema, { ...phone, description: 'a'.repeat(5000) }).description).toHaveLength(5000);
    expect(accepted(productInputSchema, { ...phone, productName: 'a'.repeat(200), productCode: 'A'.repeat(50) }).productName).toHaveLength(200);
  });

  it('keeps warehouse prices only while hasWarehousePrice is on', () => {
    expect(accepted(productInputSchema, { ...phone, hasWarehousePrice: true, warehousePrices: { ' Main ': 90 } }).warehousePrices).toEqual({ Main: 9000 });
    expect(accepted(productInputSchema, { ...phone, hasWarehousePrice: false, warehousePrices: { Main: 90 } }).warehousePrices).toEqual({});
  });

  describe('variants', () => {
    it('keeps the list, and writes the comma string from it', () => {
      const product = accepted(productInputSchema, {
        ...phone,
        hasVariant: true,
        variantString: 'ignored',
        variantList: [
          { _id: ID.toUpperCase(), name: ' Red ', itemCode: ' VRT-1 ', barcode: ' 123 ', additionalPrice: 2.5 },
          { name: 'Blue', itemCode: 'VRT-2', barcode: '' },
        ],
      });
      expect(product.variantList).toEqual([
        { id: ID, name: 'Red', itemCode: 'VRT-1', barcode: '123', additionalPrice: 250 },
        { id: null, name: 'Blue', itemCode: 'VRT-2', barcode: null, additionalPrice: 0 },
      ]);
      expect(product.variantString).toBe('Red, Blue');
    });

    it('turns a string without a list into rows VRT-1, VRT-2… at no extra price', () => {
      const product = accepted(productInputSchema, { ...phone, hasVariant: true, variantString: 'Red, Blue,' });
      expect(product.variantList).toEqual([
        { id: null, name: 'Red', itemCode: 'VRT-1', barcode: null, additionalPrice: 0 },
        { id: null, name: 'Blue', itemCode: 'VRT-2', barcode: null, additionalPrice: 0 },
      ]);
      expect(product.variantString).toBe('Red, Blue');
    });

    it('stores none while hasVariant is off', () => {
      const product = accepted(productInputSchema, { ...phone, variantString: 'Red', variantList: [{ name: 'Red', itemCode: 'VRT-1' }] });
      expect(product.variantList).toEqual([]);
      expect(product.variantString).toBe('');
    });

    it('asks for at least one variant, each with its own name and item code', () => {
      expect(issuesOf(productInputSchema, { ...phone, hasVariant: true, variantString: ' , ' })).toEqual({ variantString: ['Add at least one variant.'] });
      expect(
        issuesOf(productInputSchema, {
          ...phone,
          hasVariant: true,
          variantList: [
            { name: 'Red', itemCode: 'VRT-1' },
            { name: 'red', itemCode: 'VRT-2' },
          ],
        }),
      ).toEqual({ variantList: ['Each variant needs its own name.'] });
      expect(
        issuesOf(productInputSchema, {
          ...phone,
          hasVariant: true,
          variantList: [
            { name: 'Red', itemCode: 'VRT-1' },
            { name: 'Blue', itemCode: 'VRT-1' },
          ],
        }),
      ).toEqual({ variantList: ['Each variant needs its own item code.'] });
      const twins = [
        { name: 'Red', itemCode: 'VRT-1' },
        { name: 'Red', itemCode: 'VRT-1' },
      ];
      expect(accepted(productInputSchema, { ...phone, hasVariant: false, variantList: twins }).variantList).toEqual([]);
    });

    it('says what is wrong with a row', () => {
      expect(issuesOf(productInputSchema, { ...phone, hasVariant: true, variantList: [{ name: '', itemCode: '' }] })).toEqual({
        'variantList.0.name': [REQUIRED],
        'variantList.0.itemCode': [REQUIRED],
      });
      for (const itemCode of ['VRT-0', 'VRT-1234567', 'xVRT-1', 'VRT-1x', 'VRT-01', 5]) {
        const expected = typeof itemCode === 'number' ? REQUIRED : "Item code must look like 'VRT-1'.";
        expect(issuesOf(productInputSchema, { ...phone, hasVariant: true, variantList: [{ name: 'Red', itemCode }] })).toEqual({ 'variantList.0.itemCode': [expected] });
      }
      expect(accepted(productInputSchema, { ...phone, hasVariant: true, variantList: [{ name: 'Red', itemCode: 'VRT-123456' }] }).variantList[0].itemCode).toBe('VRT-123456');
      expect(issuesOf(productInputSchema, { ...phone, hasVariant: true, variantList: [{ name: 'Red', itemCode: 'VRT-1', colour: 'red' }] })).toEqual({
        'variantList.0.colour': ['A variant has only _id, name, itemCode, barcode and additionalPrice.'],
      });
    });
  });

  describe('a promotion', () => {
    const promotion = { hasPromotion: true, promotionPrice: 90, promotionStart: '2026-12-01', promotionEnd: '2026-12-31' };

    it('keeps its price and dates while hasPromotion is on', () => {
      expect(accepted(productInputSchema, { ...phone, ...promotion })).toMatchObject({ promotionPrice: 9000, promotionStart: '2026-12-01', promotionEnd: '2026-12-31' });
      expect(accepted(productInputSchema, { ...phone, ...promotion, promotionEnd: '2026-12-01' }).promotionEnd).toBe('2026-12-01');
      expect(accepted(productInputSchema, { ...phone, ...promotion, hasPromotion: false })).toMatchObject({ promotionPrice: null, promotionStart: null, promotionEnd: null });
    });

    it('asks for a price above 0 and below the product price, a start and an end not before it', () => {
      expect(issuesOf(productInputSchema, { ...phone, hasPromotion: true })).toEqual({ promotionPrice: [REQUIRED], promotionStart: [REQUIRED], promotionEnd: [REQUIRED] });
      expect(issuesOf(productInputSchema, { ...phone, ...promotion, promotionPrice: 0, promotionStart: '', promotionEnd: null })).toEqual({
        promotionPrice: [REQUIRED],
        promotionStart: [REQUIRED],
        promotionEnd: [REQUIRED],
      });
      for (const promotionPrice of [100, 120]) {
        expect(issuesOf(productInputSchema, { ...phone, ...promotion, promotionPrice })).toEqual({ promotionPrice: ['Promotion price must be lower than the product price.'] });
      }
      expect(issuesOf(productInputSchema, { ...phone, ...promotion, promotionEnd: '2026-11-30' })).toEqual({ promotionEnd: ['Promotion end must not be before its start.'] });
      expect(issuesOf(productInputSchema, { ...phone, ...promotion, promotionStart: '2026-02-30' })).toEqual({ promotionStart: ['Enter a date (YYYY-MM-DD).'] });
      expect(issuesOf(productInputSchema, { ...phone, ...promotion, promotionStart: 20261201 })).toEqual({ promotionStart: ['Enter a date (YYYY-MM-DD).'] });
    });

    it('lets a product without a promotion carry leftovers the form sent', () => {
      expect(accepted(productInputSchema, { ...phone, hasPromotion: false, promotionPrice: 500, promotionEnd: '2026-01-01', promotionStart: '2026-12-01' })).toMatchObject({
        promotionPrice: null,
        promotionStart: null,
        promotionEnd: null,
      });
    });
  });
});

describe("a variant's own barcode (docs/decisions/021-warehouses-and-variants.md)", () => {
  it('is printable in the product symbology and differs from the product code and the other sizes, in any case', () => {
    expect(variantBarcodeProblems('2000000000008', 'EAN-13', [{ barcode: '2000000000015' }, { barcode: null }, { barcode: '' }])).toEqual([]);
    expect(variantBarcodeProblems('2000000000008', 'EAN-13', [{ barcode: '2000000000016' }, { barcode: '2000000000008' }, { barcode: '2000000000022' }, { barcode: '2000000000022' }])).toEqual([
      { index: 0, message: 'The last digit is not the EAN-13 check digit.' },
      { index: 1, message: "Each variant needs its own barcode, not the product code or another size's." },
      { index: 3, message: "Each variant needs its own barcode, not the product code or another size's." },
    ]);
    expect(variantBarcodeProblems('TS-1', 'Code 128', [{ barcode: 'ts-1' }])).toHaveLength(1);
  });

  it('compares codes as typed boxes hold them: spaces around them do not make them differ, nor does case between two sizes', () => {
    const notOwn = "Each variant needs its own barcode, not the product code or another size's.";
    expect(variantBarcodeProblems(' TS-1 ', 'Code 128', [{ barcode: 'ts-1' }])).toEqual([{ index: 0, message: notOwn }]);
    expect(variantBarcodeProblems('TS-1', 'Code 128', [{ barcode: 'ab-1' }, { barcode: 'AB-1' }])).toEqual([{ index: 1, message: notOwn }]);
    expect(variantBarcodeProblems('2000000000008', 'EAN-13', [{ barcode: '2000000000022' }, { barcode: ' 2000000000022 ' }])).toEqual([{ index: 1, message: notOwn }]);
  });
});
