import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ScreenId, SidebarGroupId } from '../../domain/screens';

/**
 * The names of screens, sidebar groups and links as people read them (docs/i18n.md#names-from-src-domain).
 * src/domain/screens.ts names them once in English for routes and tests, and the server shares src/domain,
 * so it knows no catalogs; the views show these messages, whose English is the same words.
 */
export const screenTitles: Readonly<Record<ScreenId, MessageDescriptor>> = {
  dashboard: msg`Dashboard`,
  categoryList: msg`Category`,
  categoryAdd: msg`Add Category`,
  categoryEdit: msg`Edit Category`,
  productAdd: msg`Add Product`,
  productEdit: msg`Edit Product`,
  productLabels: msg`Print Labels`,
  productList: msg`Product List`,
  stockTransferList: msg`Stock Transfers`,
  stockTransferAdd: msg`Add Stock Transfer`,
  purchaseList: msg`Purchase List`,
  purchaseAdd: msg`Add Purchase`,
  purchaseImport: msg`Import Purchase`,
  purchaseEdit: msg`Edit Purchase`,
  supplierList: msg`Supplier List`,
  supplierAdd: msg`Add Supplier`,
  supplierEdit: msg`Edit Supplier`,
  saleList: msg`Sale List`,
  salePos: msg`POS`,
  pos: msg`POS`,
  saleAdd: msg`Add Sale`,
  saleImport: msg`Import Sale`,
  saleEdit: msg`Edit Sale`,
  saleReturn: msg`Sale Return`,
  purchaseReturn: msg`Purchase Return`,
  accountList: msg`Account List`,
  accountAdd: msg`Add Account`,
  moneyTransfer: msg`Money Transfer`,
  transferAdd: msg`Add Transfer`,
  accountEdit: msg`Edit Account`,
  customerList: msg`Customer List`,
  customerAdd: msg`Add Customer`,
  customerEdit: msg`Edit Customer`,
  productReport: msg`Product Report`,
  saleReport: msg`Sale Report`,
  purchaseReport: msg`Purchase Report`,
  paymentReport: msg`Payment Report`,
  shiftReport: msg`Shift Report`,
  unitList: msg`Unit List`,
  unitAdd: msg`Add Unit`,
  unitEdit: msg`Edit Unit`,
  brandList: msg`Brand List`,
  brandAdd: msg`Add Brand`,
  brandEdit: msg`Edit Brand`,
  taxList: msg`Tax List`,
  taxAdd: msg`Add Tax`,
  taxEdit: msg`Edit Tax`,
  warehouseList: msg`Warehouses`,
  warehouseAdd: msg`Add Warehouse`,
  warehouseEdit: msg`Edit Warehouse`,
  tillList: msg`Tills`,
  tillAdd: msg`Add Till`,
  tillEdit: msg`Edit Till`,
  generalSetting: msg`General Setting`,
  users: msg`Users`,
  profile: msg`Profile`,
  myTransactions: msg`My Transactions`,
};

/** The sidebar's words for a link where they differ from its screen's title. */
const shorterSidebarLabels: Partial<Record<ScreenId, MessageDescriptor>> = {
  purchaseImport: msg`Import CSV`,
  saleImport: msg`Import CSV`,
  unitList: msg`Unit`,
  brandList: msg`Brand`,
  taxList: msg`Tax`,
};

export const sidebarGroupNames: Readonly<Record<SidebarGroupId, MessageDescriptor>> = {
  product: msg`Product`,
  purchase: msg`Purchase`,
  sale: msg`Sale`,
  return: msg`Return`,
  accounting: msg`Accounting`,
  customer: msg`Customer`,
  reports: msg`Reports`,
  settings: msg`Settings`,
};

export function sidebarLabelOf(id: ScreenId): MessageDescriptor {
  return shorterSidebarLabels[id] ?? screenTitles[id];
}
