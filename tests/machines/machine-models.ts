import type { AnyStateMachine, EventObject } from 'xstate';
import { sessionModel } from './session/session.model';
import { toasterModel } from './common/toaster.model';
import { navigationModel } from './common/navigation.model';
import { listFacets, listModel } from './common/list.model';
import { filterModel } from './common/list-filters.model';
import { brandFormModel, productFormModel, type ProductSection } from './common/record-form.model';
import { imageUploadModel } from './common/image-upload.model';
import { csvImportModel } from './common/csv-import.model';
import { facetsOf, orderLinesModel } from './common/order-lines.model';
import { searchFacets, searchModel } from './common/product-search.model';
import { labelSheetModel } from './catalog/label-sheet.model';
import { stockAdjustmentModel, stockSizeModel } from './catalog/stock-adjustment.model';
import { purchaseImportModel } from './purchases/purchase-import.model';
import { backOfficeTillModel, counterReturnModel, counterSearchModel, returnFormModel, saleReturnModel } from './returns/return-form.model';
import { approveSara, deactivateSara, memberChangeModel, promoteBilal } from './settings/member-change.model';
import { shopSettingsModel } from './settings/shop-settings.model';
import { lowStockModel } from './common/low-stock.model';
import { calendarModel } from './reports/calendar.model';
import { dashboardModel, reportModel } from './reports/dashboard.model';
import { saleFormModel } from './sales/sale-form.model';
import { saleChoicesModel } from './sales/sale-choices.model';
import { accountDefaultModel, bank, cash } from './accounting/account-default.model';
import { transferFormModel } from './accounting/transfer-form.model';
import { documentFormCases, documentFormModel } from './session/profile-forms.model';
import { saleImportModel } from './sales/sale-import.model';
import { customerDepositModel } from './sales/customer-deposit.model';
import { cartFacets, cartModel } from './pos/pos-cart.model';
import { input, paymentModel, walkInInput } from './pos/pos-payment.model';
import { posTilesModel } from './pos/pos-tiles.model';
import { posTillModel } from './pos/pos-till.model';
import { admin as counterAdmin, posCounterModel, staff as counterStaff } from './pos/pos-counter.model';
import { purchaseChoicesPathModel, purchaseFormPathModel, purchasePaymentPathModel } from './purchases/purchase-machines.model';

/** A generated path as xstate/graph gives it. */
export interface GeneratedPath {
  steps: { event: EventObject; state: any }[];
}

/** One test model of a machine: the paths its tests replay, from the machine and input it starts with. */
export interface PathModel {
  label: string;
  /** The xstate/graph test model: its machine (`testLogic`) and the input it starts with. */
  create(): { testLogic: AnyStateMachine; options: { input?: unknown } };
  paths(): GeneratedPath[];
}

export interface MachineModels {
  /** The machine's id in its config ('list', 'csvImport'): how a machine in src/machines finds its models. */
  id: string;
  models: PathModel[];
  /** Whether its path tests compare each step with a reference model (actor inputs and effects included). */
  referenceChecked: boolean;
}

const model = (label: string, create: () => { getShortestPaths(): unknown[] }): PathModel => ({
  label,
  create: create as never,
  paths: () => create().getShortestPaths() as GeneratedPath[],
});

/**
 * Every machine of src/machines with the models its tests generate paths from. `npm run test:paths`
 * fails for a machine in src/machines that is missing here, and for a state or transition of a
 * machine that none of its paths takes.
 */
export const machineModels: MachineModels[] = [
  {
    id: 'session',
    referenceChecked: false,
    models: [model('new browser', () => sessionModel(null)), model('stored token', () => sessionModel({ token: 'stored.token.value', name: 'Ayesha Khan' }))],
  },
  { id: 'toaster', referenceChecked: false, models: [model('toasts', toasterModel)] },
  { id: 'navigation', referenceChecked: false, models: [model('menus and drawer', () => navigationModel())] },
  {
    id: 'recordForm',
    referenceChecked: false,
    models: [
      model('brand add', () => brandFormModel('add')),
      model('brand edit', () => brandFormModel('edit')),
      ...(['variants', 'warehouse prices', 'promotion', 'code'] as ProductSection[]).map((section) => model(`product ${section}`, () => productFormModel(section))),
      model('transfer add', transferFormModel),
      // General Setting and the profile stay open after a save; the password form empties itself.
      ...documentFormCases.map((testCase) => model(testCase.name, () => documentFormModel(testCase))),
    ],
  },
  {
    id: 'imageUpload',
    referenceChecked: false,
    models: [model('add', () => imageUploadModel(null)), model('edit', () => imageUploadModel('/uploads/' + 'a'.repeat(64) + '.png'))],
  },
  { id: 'list', referenceChecked: true, models: [...listFacets.map((facet) => model(facet, () => listModel(facet))), model('filters and sort', filterModel)] },
  {
    id: 'orderLines',
    // order-lines.test.ts's oracle checks every step's context and the search and code look-ups asked.
    referenceChecked: true,
    models: (['purchase', 'sale'] as const).flatMap((kind) => facetsOf(kind).map((facet) => model(`${kind}, ${facet}`, () => orderLinesModel(kind, facet)))),
  },
  // product-search.test.ts's oracle checks every step's box, list, message and queue, what the screen is told and the reads asked.
  { id: 'productSearch', referenceChecked: true, models: searchFacets.map((facet) => model(`search, ${facet}`, () => searchModel(facet))) },
  { id: 'csvImport', referenceChecked: true, models: [model('category import', csvImportModel)] },
  { id: 'labelSheet', referenceChecked: true, models: [model('labels', labelSheetModel)] },
  { id: 'stockAdjustment', referenceChecked: false, models: [model('adjust and history', stockAdjustmentModel), model('a size counted', stockSizeModel)] },
  { id: 'purchaseImport', referenceChecked: false, models: [model('import a purchase', purchaseImportModel)] },
  {
    id: 'returnForm',
    referenceChecked: false,
    models: [
      model('purchase return', returnFormModel),
      model('sale return', saleReturnModel),
      model('sale return at the POS', counterReturnModel),
      model('sale return at the POS by receipt number', counterSearchModel),
      model("sale return in the back office, this browser's till open", backOfficeTillModel),
    ],
  },
  {
    id: 'memberChange',
    referenceChecked: false,
    models: [model('promote', () => memberChangeModel(promoteBilal)), model('approve', () => memberChangeModel(approveSara)), model('deactivate', () => memberChangeModel(deactivateSara))],
  },
  { id: 'shopSettings', referenceChecked: false, models: [model('settings', shopSettingsModel)] },
  { id: 'lowStock', referenceChecked: false, models: [model('bell', lowStockModel)] },
  { id: 'calendar', referenceChecked: false, models: [model('months and days', calendarModel)] },
  { id: 'dashboard', referenceChecked: false, models: [model('period, warehouse and tabs', dashboardModel)] },
  { id: 'report', referenceChecked: false, models: [model('period and warehouse', reportModel)] },
  { id: 'saleForm', referenceChecked: false, models: [model('add', () => saleFormModel('add')), model('edit', () => saleFormModel('edit'))] },
  { id: 'saleChoices', referenceChecked: false, models: [model('choices', saleChoicesModel)] },
  {
    id: 'accountDefault',
    referenceChecked: true,
    models: [model('turn an account on', () => accountDefaultModel(bank)), model('turn the default off', () => accountDefaultModel(cash))],
  },
  { id: 'saleImport', referenceChecked: false, models: [model('import', saleImportModel)] },
  { id: 'purchaseForm', referenceChecked: false, models: [model('edit purchase', purchaseFormPathModel)] },
  { id: 'purchasePayment', referenceChecked: false, models: [model('add payment', purchasePaymentPathModel)] },
  { id: 'purchaseChoices', referenceChecked: false, models: [model('filter choices', purchaseChoicesPathModel)] },
  { id: 'customerDeposit', referenceChecked: false, models: [model('add deposit', customerDepositModel)] },
  { id: 'posCart', referenceChecked: true, models: cartFacets.map((facet) => model(`cart, ${facet}`, () => cartModel(facet))) },
  { id: 'posPayment', referenceChecked: false, models: [model('a known customer', () => paymentModel(input)), model('the walk-in customer', () => paymentModel(walkInInput))] },
  { id: 'posTiles', referenceChecked: false, models: [model('tabs, tiles and pages', posTilesModel)] },
  { id: 'posCounter', referenceChecked: false, models: [model('an admin', () => posCounterModel(counterAdmin)), model('staff', () => posCounterModel(counterStaff))] },
  {
    id: 'posTill',
    referenceChecked: false,
    models: [model('a phone in the cart', () => posTillModel('phone')), model('an empty cart', () => posTillModel('empty')), model('a free sample', () => posTillModel('free'))],
  },
];

