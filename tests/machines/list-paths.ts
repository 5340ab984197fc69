/** `npm run test:paths`: each machine with the number of paths its tests generate, then the tests. */
import { sessionModel } from './session/session.model';
import { toasterModel } from './common/toaster.model';
import { navigationModel } from './common/navigation.model';
import { listFacets, listModel } from './common/list.model';
import { brandFormModel, productFormModel } from './common/record-form.model';
import { imageUploadModel } from './common/image-upload.model';
import { orderFacets, orderLinesModel } from './common/order-lines.model';
import { filterModel } from './common/list-filters.model';

const models: [string, () => { getShortestPaths(): unknown[] }][] = [
  ['session (new browser)', () => sessionModel(null)],
  ['session (stored token)', () => sessionModel({ token: 'stored.token.value', name: 'Ayesha Khan' })],
  ['toaster', toasterModel],
  ['navigation', navigationModel],
  ['record form (brand add)', () => brandFormModel('add')],
  ['record form (brand edit)', () => brandFormModel('edit')],
  ...(['variants', 'warehouse prices', 'promotion', 'code'] as const).map((section) => [`product form (${section})`, () => productFormModel(section)] as [string, () => { getShortestPaths(): unknown[] }]),
  ['image upload (add)', () => imageUploadModel(null)],
  ['image upload (edit)', () => imageUploadModel('/uploads/' + 'a'.repeat(64) + '.png')],
  ...listFacets.map((facet) => [`list (${facet})`, () => listModel(facet)] as [string, () => { getShortestPaths(): unknown[] }]),
  ['list (filters and sort)', filterModel],
  ...(['purchase', 'sale'] as const).flatMap((kind) =>
    orderFacets.map((facet) => [`order lines (${kind}, ${facet})`, () => orderLinesModel(kind, facet)] as [string, () => { getShortestPaths(): unknown[] }]),
  ),
];

for (const [name, model] of models) {
  console.log(`${name.padEnd(32)} ${String(model().getShortestPaths().length).padStart(5)} shortest paths`);
}
