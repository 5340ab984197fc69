/** `npm run test:paths`: each machine with the number of paths its tests generate, then the tests. */
import { sessionModel } from './models/session.model';
import { toasterModel } from './models/toaster.model';
import { navigationModel } from './models/navigation.model';
import { listFacets, listModel } from './models/list.model';

const models: [string, () => { getShortestPaths(): unknown[] }][] = [
  ['session (new browser)', () => sessionModel(null)],
  ['session (stored token)', () => sessionModel({ token: 'stored.token.value', name: 'Ayesha Khan' })],
  ['toaster', toasterModel],
  ['navigation', navigationModel],
  ...listFacets.map((facet) => [`list (${facet})`, () => listModel(facet)] as [string, () => { getShortestPaths(): unknown[] }]),
];

for (const [name, model] of models) {
  console.log(`${name.padEnd(28)} ${String(model().getShortestPaths().length).padStart(5)} shortest paths`);
}
