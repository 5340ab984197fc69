import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers, placeUpload, startTestServer, type TestServer } from './harness';
import { adminAndStaff, productBody, tableCounts } from './catalog-helpers';
import { call } from './route-client';

/** An image the server has stored: records may only name uploads that exist. */
const storedImage = `/uploads/${'a'.repeat(64)}.png`;

/** Each path names its routes: `POST ${path}`, `GET ${path}/:id` and so on. */
type ResourcePath = '/api/brands' | '/api/units' | '/api/taxes' | '/api/warehouses' | '/api/billers' | '/api/categories';

interface ResourceCase {
  path: ResourcePath;
  noun: string;
  create: Record<string, unknown>;
  answer: Record<string, unknown>;
  update: Record<string, unknown>;
  /** Bodies that must be refused with 400 and the field the first issue names. */
  bad: [Record<string, unknown>, string][];
}

const resources: ResourceCase[] = [
  {
    path: '/api/brands',
    noun: 'brand',
    create: { name: 'Dell' },
    answer: { name: 'Dell', image: null },
    update: { name: 'Dell Technologies', image: storedImage },
    bad: [
      [{ name: '  ' }, 'name'],
      [{}, 'name'],
      [{ name: 'Dell', logo: 'x' }, 'logo'],
      [{ name: 'Dell', image: '../../etc/passwd' }, 'image'],
    ],
  },
  {
    path: '/api/units',
    noun: 'unit',
    create: { code: 'g', name: 'Gram', baseUnit: 'Kilogram', operator: '/', operationValue: 1000 },
    answer: { code: 'g', name: 'Gram', baseUnit: 'Kilogram', operator: '/', operationValue: 1000 },
    update: { code: 'gr', name: 'Gramme', baseUnit: null, operator: '*', operationValue: 1 },
    bad: [
      [{ code: 'g', name: 'Gram', operator: '%' }, 'operator'],
      [{ code: 'g', name: 'Gram', operationValue: 0 }, 'operationValue'],
      [{ code: '', name: 'Gram' }, 'code'],
      [{ code: 'g', name: 'Gram', baseUnit: 'Furlong' }, 'baseUnit'],
    ],
  },
  {
    path: '/api/taxes',
    noun: 'tax',
    create: { name: 'GST 17%', rate: 17 },
    answer: { name: 'GST 17%', rate: 17 },
    update: { name: 'NY Sales Tax', rate: 8.875 },
    bad: [
      [{ name: 'GST', rate: 101 }, 'rate'],
      [{ name: 'GST', rate: 1.2345 }, 'rate'],
      [{ name: 'GST' }, 'rate'],
      [{ name: 'GST', rate: '17' }, 'rate'],
    ],
  },
  {
    path: '/api/warehouses',
    noun: 'warehouse',
    create: { name: 'Karachi Depot' },
    answer: { name: 'Karachi Depot', active: true },
    update: { name: 'Karachi Central Depot', active: false },
    bad: [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
    ],
  },
  {
    path: '/api/billers',
    noun: 'biller',
    create: { name: 'Front Counter' },
    answer: { name: 'Front Counter' },
    update: { name: 'Back Counter' },
    bad: [[{ name: 7 }, 'name']],
  },
  {
    path: '/api/categories',
    noun: 'category',
    create: { name: 'Laptops', parentCategory: 'Electronics' },
    answer: { name: 'Laptops', parentCategory: 'Electronics', productCount: 0, stockQuantity: 0, worthPrice: 0, worthCost: 0 },
    update: { name: 'Notebooks', parentCategory: null },
    bad: [
      [{ name: 'Laptops', parentCategory: 'Nowhere' }, 'parentCategory'],
      [{ name: '' }, 'name'],
    ],
  },
];

describe.each(drivers)('catalog records on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
    placeUpload(server, storedImage);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin, staff } = await adminAndStaff(server));
    // Categories need a parent for the cases above.
    expect((await call(server, 'POST /api/categories', admin, { json: { name: 'Electronics' } })).status).toBe(201);
  });

  it('every new database has the reference data of docs/screens.md#choices-and-reference-data', async () => {
    const names = async (path: '/api/warehouses' | '/api/billers' | '/api/units') => (await call(server, `GET ${path}` as const, admin, { query: { pageSize: 50 } })).body.map((row) => row.name).sort();
    expect(await names('/api/warehouses')).toEqual(['Backup Warehouse', 'Main', 'Secondary']);
    expect(await names('/api/billers')).toHaveLength(1);
    expect(await names('/api/units')).toEqual(['Kg', 'Kilogram', 'Liter', 'Meter', 'Per PC', 'Piece']);
    const taxes = (await call(server, 'GET /api/taxes', admin)).body;
    expect(taxes.map((tax) => [tax.name, tax.rate]).sort()).toEqual([
      ['No Tax', 0],
      ['VAT 10%', 10],
      ['VAT 15%', 15],
      ['VAT 20%', 20],
      ['VAT 5%', 5],
    ]);
  });

  for (const resource of resources) {
    describe(resource.path, () => {
      it(`creates, reads, updates and deletes a ${resource.noun}, recording who created it`, async () => {
        const created = await call(server, `POST ${resource.path}` as const, admin, { json: resource.create });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ _id: expect.any(String), ...resource.answer, createdAt: expect.any(String) });
        const id = created.body._id;

        // Staff read every catalog record (the pickers need them).
        const read = await call(server, `GET ${resource.path}/:id` as const, staff, { params: { id } });
        expect(read.status).toBe(200);
        expect(read.body).toEqual(created.body);

        const [{ created_by }] = ((await server.db.execute(
          // Table names equal the path's last part.
          (await import('drizzle-orm')).sql.raw(`select created_by from ${resource.path.split('/').pop()} where id = '${id}'`),
        )) as unknown as { rows: { created_by: string }[] }).rows;
        const adminId = (await call(server, 'GET /api/me', admin)).body._id;
        expect(created_by).toBe(adminId);

        const updated = await call(server, `PUT ${resource.path}/:id` as const, admin, { params: { id }, json: resource.update });
        expect(updated.status).toBe(200);
        expect(updated.body._id).toBe(id);
        for (const [key, value] of Object.entries(resource.update)) {
          // The update's fields, by name: read from the answer as a plain record.
          const saved: Record<string, unknown> = { ...updated.body };
          if (key === 'parentCategory' || key === 'baseUnit') expect(saved[key]).toBe(value);
          else expect(saved[key]).toEqual(value);
        }

        const staffDelete = await call(server, `DELETE ${resource.path}/:id` as const, staff, { params: { id } });
        expect(staffDelete.status).toBe(403);
        const deleted = await call(server, `DELETE ${resource.path}/:id` as const, admin, { params: { id } });
        expect(deleted.status).toBe(200);
        expect(deleted.body).toMatchObject({ success: true, deleted: 1 });
        expect((await call(server, `GET ${resource.path}/:id` as const, admin, { params: { id } })).status).toBe(404);
      });

      it(`refuses a bad ${resource.noun} with 400 naming the field, and writes nothing`, async () => {
        const before = await tableCounts(server.db);
        for (const [body, field] of resource.bad) {
          const answer = await call(server, `POST ${resource.path}` as const, admin, { json: body });
          expect(answer.status, JSON.stringify(body)).toBe(400);
          expect(answer.body.success).toBe(false);
          expect(answer.body.error.details.map((detail) => detail.path[0])).toContain(field);
        }
        expect(await tableCounts(server.db)).toEqual(before);
      });

      it(`refuses a duplicate ${resource.noun} name in any case with 409, and 404s unknown ids`, async () => {
        expect((await call(server, `POST ${resource.path}` as const, admin, { json: resource.create })).status).toBe(201);
        const upper = { ...resource.create, name: String(resource.create.name).toUpperCase() };
        const duplicate = await call(server, `POST ${resource.path}` as const, admin, { json: upper });
        expect(duplicate.status).toBe(409);
        expect(duplicate.body.message).toContain('already exists');
        const missing = '00000000-0000-4000-8000-000000000000';
        expect((await call(server, `GET ${resource.path}/:id` as const, admin, { params: { id: missing } })).status).toBe(404);
        expect((await call(server, `PUT ${resource.path}/:id` as const, admin, { params: { id: missing }, json: resource.update })).status).toBe(404);
        expect((await call(server, `DELETE ${resource.path}/:id` as const, admin, { params: { id: missing } })).status).toBe(404);
        expect((await call(server, `GET ${resource.path}/:id` as const, admin, { params: { id: 'not-an-id' } })).status).toBe(404);
      });
    });
  }

  it('lists page by page with X-Total-Count, and searches by name', async () => {
    for (let index = 1; index <= 12; index += 1) {
      expect((await call(server, 'POST /api/brands', admin, { json: { name: `Brand ${String(index).padStart(2, '0')}` } })).status).toBe(201);
    }
    await call(server, 'POST /api/brands', admin, { json: { name: 'Oppo' } });
    const first = await call(server, 'GET /api/brands', admin, { query: { pageSize: 10 } });
    expect(first.total).toBe(13);
    expect(first.body).toHaveLength(10);
    expect(first.body[0].name).toBe('Brand 01');
    const second = await call(server, 'GET /api/brands', admin, { query: { pageSize: 10, page: 2 } });
    expect(second.body.map((brand: { name: string }) => brand.name)).toEqual(['Brand 11', 'Brand 12', 'Oppo']);
    const search = await call(server, 'GET /api/brands', admin, { query: { q: 'PP' } });
    expect(search.total).toBe(1);
    expect(search.body[0].name).toBe('Oppo');
    // Wildcards typed in the box are text.
    expect((await call(server, 'GET /api/brands', admin, { query: { q: '%' } })).total).toBe(0);
    expect((await call(server, 'GET /api/brands', admin, { query: { pageSize: '0' } })).status).toBe(400);
    expect((await call(server, 'GET /api/brands', admin, { query: { page: 'x' } })).status).toBe(400);
    expect((await call(server, 'GET /api/brands', admin, { query: { pageSize: 1001 } })).status).toBe(400);
  });

  it('searches units by code and categories by parent name', async () => {
    const units = await call(server, 'GET /api/units', admin, { query: { q: 'pc' } });
    expect(units.body.map((unit: { name: string }) => unit.name)).toEqual(['Per PC']);
    await call(server, 'POST /api/categories', admin, { json: { name: 'Laptops', parentCategory: 'Electronics' } });
    await call(server, 'POST /api/categories', admin, { json: { name: 'Books' } });
    const categories = await call(server, 'GET /api/categories', admin, { query: { q: 'electro' } });
    expect(categories.body.map((category: { name: string }) => category.name)).toEqual(['Electronics', 'Laptops']);
    expect(categories.total).toBe(2);
  });

  it('refuses to delete a record still in use with 409 saying what uses it', async () => {
    await call(server, 'POST /api/brands', admin, { json: { name: 'Dell' } });
    const product = await call(server, 'POST /api/products', admin, { json: productBody() });
    expect(product.status).toBe(201);
    await call(server, 'POST /api/products', admin, { json: productBody({ productCode: 'DL-2', productName: 'Dell Vostro' }) });

    const brand = await call(server, 'DELETE /api/brands/:id', admin, { params: { id: product.body.brandId! } });
    expect(brand.status).toBe(409);
    expect(brand.body.message).toBe("Brand 'Dell' is used by 2 products.");
    const category = await call(server, 'DELETE /api/categories/:id', admin, { params: { id: product.body.categoryId } });
    expect(category.status).toBe(409);
    expect(category.body.message).toBe("Category 'Electronics' is used by 2 products.");
    const unit = await call(server, 'DELETE /api/units/:id', admin, { params: { id: product.body.productUnitId } });
    expect(unit.body.message).toBe("Unit 'Per PC' is used by 2 products.");
    const tax = await call(server, 'DELETE /api/taxes/:id', admin, { params: { id: product.body.productTaxId } });
    expect(tax.body.message).toBe("Tax 'VAT 15%' is used by 2 products.");
    expect(await tableCounts(server.db)).toMatchObject({ brands: 1, products: 2, taxes: 5 });
  });

  it('keeps a parent category and a base unit while something sits under them, but deletes them together', async () => {
    const laptops = await call(server, 'POST /api/categories', admin, { json: { name: 'Laptops', parentCategory: 'Electronics' } });
    const parent = laptops.body.parentCategoryId;
    const refused = await call(server, 'DELETE /api/categories/:id', admin, { params: { id: parent! } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Category 'Electronics' is the parent of 1 category.");
    const both = await call(server, 'DELETE /api/categories', admin, { json: { ids: [parent!, laptops.body._id] } });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ deleted: 2, message: 'Deleted 2 categories.' });

    const gram = await call(server, 'POST /api/units', admin, { json: { code: 'g', name: 'Gram', baseUnit: 'Kilogram', operator: '/', operationValue: 1000 } });
    const kilogram = await call(server, 'DELETE /api/units/:id', admin, { params: { id: gram.body.baseUnitId! } });
    expect(kilogram.body.message).toBe("Unit 'Kilogram' is the base unit of 1 unit.");
    // Several in use: how many, then the first; each under its own index.
    const millilitre = await call(server, 'POST /api/units', admin, { json: { code: 'ml', name: 'Millilitre', baseUnit: 'Liter', operator: '/', operationValue: 1000 } });
    const two = await call(server, 'DELETE /api/units', admin, { json: { ids: [gram.body.baseUnitId!, millilitre.body.baseUnitId!] } });
    expect(two.status).toBe(409);
    expect(two.body.message).toBe("2 of the selected records are still in use. Unit 'Kilogram' is the base unit of 1 unit.");
    expect(two.body.error.details.map((detail: { path: unknown[] }) => detail.path)).toEqual([['ids', 0], ['ids', 1]]);
  });

  it('refuses a category inside itself and a unit based on itself', async () => {
    const electronics = (await call(server, 'GET /api/categories', admin, { query: { q: 'Electronics' } })).body[0];
    const laptops = await call(server, 'POST /api/categories', admin, { json: { name: 'Laptops', parentCategory: electronics._id } });
    const self = await call(server, 'PUT /api/categories/:id', admin, { params: { id: electronics._id }, json: { name: 'Electronics', parentCategory: 'Electronics' } });
    expect(self.status).toBe(400);
    expect(self.body.error.details[0].path).toEqual(['parentCategory']);
    const loop = await call(server, 'PUT /api/categories/:id', admin, { params: { id: electronics._id }, json: { name: 'Electronics', parentCategory: laptops.body._id } });
    expect(loop.status).toBe(400);
    expect(loop.body.message).toBe('That category is already inside this one.');

    const kg = (await call(server, 'GET /api/units', admin, { query: { q: 'kilogram' } })).body[0];
    const unitSelf = await call(server, 'PUT /api/units/:id', admin, { params: { id: kg._id }, json: { code: 'kilogram', name: 'Kilogram', baseUnit: 'Kilogram' } });
    expect(unitSelf.status).toBe(400);
  });

  it('deletes selected rows in one transaction: all, or none when one is in use or missing', async () => {
    const ids: string[] = [];
    for (const name of ['Dell', 'HP', 'Oppo']) ids.push((await call(server, 'POST /api/brands', admin, { json: { name } })).body._id);
    await call(server, 'POST /api/products', admin, { json: productBody({ brand: 'HP' }) });

    const refused = await call(server, 'DELETE /api/brands', admin, { json: { ids } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toEqual([{ message: "Brand 'HP' is used by 1 product.", path: ['ids', 1] }]);
    const missing = await call(server, 'DELETE /api/brands', admin, { json: { ids: [ids[0], '00000000-0000-4000-8000-000000000000'] } });
    expect(missing.status).toBe(404);
    expect((await call(server, 'GET /api/brands', admin)).total).toBe(3);

    expect((await call(server, 'DELETE /api/brands', staff, { json: { ids: [ids[0], ids[2]] } })).status).toBe(403);
    const deleted = await call(server, 'DELETE /api/brands', admin, { json: { ids: [ids[0], ids[2]] } });
    expect(deleted.body).toMatchObject({ success: true, deleted: 2, message: 'Deleted 2 brands.' });
    expect((await call(server, 'GET /api/brands', admin)).body.map((brand: { name: string }) => brand.name)).toEqual(['HP']);

    expect((await call(server, 'DELETE /api/brands', admin, { json: {} })).status).toBe(400);
    expect((await call(server, 'DELETE /api/brands', admin, { json: { ids: ['nope'] } })).status).toBe(400);
  });

  it('refuses a warehouse that holds a price or stock', async () => {
    const product = await call(server, 'POST /api/products', admin, { json: productBody({ brand: null, hasWarehousePrice: true, warehousePrices: { Secondary: 18900 } }) });
    expect(product.status).toBe(201);
    const secondary = (await call(server, 'GET /api/warehouses', admin, { query: { q: 'secondary' } })).body[0];
    const refused = await call(server, 'DELETE /api/warehouses/:id', admin, { params: { id: secondary._id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Warehouse 'Secondary' has its own price on 1 product: deactivate it instead.");
  });

  it('counts products, stock and worth per category', async () => {
    const product = await call(server, 'POST /api/products', admin, { json: productBody({ brand: null, productCost: 100, productPrice: 150.5 }) });
    const { addStock } = await import('./catalog-helpers');
    await addStock(server.db, product.body._id, 'Main', 4);
    await addStock(server.db, product.body._id, 'Secondary', 2);
    const [electronics] = (await call(server, 'GET /api/categories', admin, { query: { q: 'Electronics' } })).body;
    expect(electronics).toMatchObject({ productCount: 1, stockQuantity: 6, worthPrice: 903, worthCost: 600 });
  });
});
