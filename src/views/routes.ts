import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenId } from '../domain/screens';

type Lazy = LazyExoticComponent<ComponentType>;

const DashboardScreen = lazy(() => import('./dashboard/DashboardScreen').then((module) => ({ default: module.DashboardScreen })));
const CategoryListScreen = lazy(() => import('./catalog/CategoryListScreen').then((module) => ({ default: module.CategoryListScreen })));
const ProductListScreen = lazy(() => import('./catalog/ProductListScreen').then((module) => ({ default: module.ProductListScreen })));
const UnitListScreen = lazy(() => import('./catalog/UnitListScreen').then((module) => ({ default: module.UnitListScreen })));
const BrandListScreen = lazy(() => import('./catalog/BrandListScreen').then((module) => ({ default: module.BrandListScreen })));
const TaxListScreen = lazy(() => import('./catalog/TaxListScreen').then((module) => ({ default: module.TaxListScreen })));
const ProductFormScreen = lazy(() => import('./catalog/ProductFormScreen').then((module) => ({ default: module.ProductFormScreen })));
const LabelSheetScreen = lazy(() => import('./catalog/LabelSheetScreen').then((module) => ({ default: module.LabelSheetScreen })));
const CategoryFormScreen = lazy(() => import('./catalog/CategoryFormScreen').then((module) => ({ default: module.CategoryFormScreen })));
const BrandFormScreen = lazy(() => import('./catalog/BrandFormScreen').then((module) => ({ default: module.BrandFormScreen })));
const UnitFormScreen = lazy(() => import('./catalog/UnitFormScreen').then((module) => ({ default: module.UnitFormScreen })));
const TaxFormScreen = lazy(() => import('./catalog/TaxFormScreen').then((module) => ({ default: module.TaxFormScreen })));
const GeneralSettingScreen = lazy(() => import('./settings/GeneralSettingScreen').then((module) => ({ default: module.GeneralSettingScreen })));
const UsersScreen = lazy(() => import('./settings/UsersScreen').then((module) => ({ default: module.UsersScreen })));
const StockTransferListScreen = lazy(() => import('./catalog/StockTransferListScreen').then((module) => ({ default: module.StockTransferListScreen })));
const StockTransferFormScreen = lazy(() => import('./catalog/StockTransferFormScreen').then((module) => ({ default: module.StockTransferFormScreen })));
const WarehouseListScreen = lazy(() => import('./settings/WarehouseListScreen').then((module) => ({ default: module.WarehouseListScreen })));
const WarehouseFormScreen = lazy(() => import('./settings/WarehouseFormScreen').then((module) => ({ default: module.WarehouseFormScreen })));
const TillListScreen = lazy(() => import('./settings/TillListScreen').then((module) => ({ default: module.TillListScreen })));
const TillFormScreen = lazy(() => import('./settings/TillFormScreen').then((module) => ({ default: module.TillFormScreen })));
const ShiftReportScreen = lazy(() => import('./reports/ShiftReportScreen').then((module) => ({ default: module.ShiftReportScreen })));
const PosScreen = lazy(() => import('./pos/PosScreen').then((module) => ({ default: module.PosScreen })));
const PurchaseImportScreen = lazy(() => import('./purchases/PurchaseImportScreen').then((module) => ({ default: module.PurchaseImportScreen })));
const ProductReportScreen = lazy(() => import('./reports/ProductReportScreen').then((module) => ({ default: module.ProductReportScreen })));
const SaleReportScreen = lazy(() => import('./reports/SaleReportScreen').then((module) => ({ default: module.SaleReportScreen })));
const PurchaseReportScreen = lazy(() => import('./reports/PurchaseReportScreen').then((module) => ({ default: module.PurchaseReportScreen })));
const PaymentReportScreen = lazy(() => import('./reports/PaymentReportScreen').then((module) => ({ default: module.PaymentReportScreen })));
const TransactionsScreen = lazy(() => import('./reports/TransactionsScreen').then((module) => ({ default: module.TransactionsScreen })));
const CustomerListScreen = lazy(() => import('./sales/CustomerListScreen').then((module) => ({ default: module.CustomerListScreen })));
const CustomerFormScreen = lazy(() => import('./sales/CustomerFormScreen').then((module) => ({ default: module.CustomerFormScreen })));
const SaleListScreen = lazy(() => import('./sales/SaleListScreen').then((module) => ({ default: module.SaleListScreen })));
const SaleImportScreen = lazy(() => import('./sales/SaleImportScreen').then((module) => ({ default: module.SaleImportScreen })));
const SaleFormScreen = lazy(() => import('./sales/SaleFormScreen').then((module) => ({ default: module.SaleFormScreen })));
const SaleReturnScreen = lazy(() => import('./returns/ReturnListScreen').then((module) => ({ default: module.SaleReturnScreen })));
const PurchaseReturnScreen = lazy(() => import('./returns/ReturnListScreen').then((module) => ({ default: module.PurchaseReturnScreen })));
const AccountListScreen = lazy(() => import('./accounting/AccountListScreen').then((module) => ({ default: module.AccountListScreen })));
const AccountFormScreen = lazy(() => import('./accounting/AccountFormScreen').then((module) => ({ default: module.AccountFormScreen })));
const MoneyTransferScreen = lazy(() => import('./accounting/MoneyTransferScreen').then((module) => ({ default: module.MoneyTransferScreen })));
const TransferFormScreen = lazy(() => import('./accounting/TransferFormScreen').then((module) => ({ default: module.TransferFormScreen })));
const PurchaseListScreen = lazy(() => import('./purchases/PurchaseListScreen').then((module) => ({ default: module.PurchaseListScreen })));
const PurchaseFormScreen = lazy(() => import('./purchases/PurchaseFormScreen').then((module) => ({ default: module.PurchaseFormScreen })));
const SupplierListScreen = lazy(() => import('./purchases/SupplierListScreen').then((module) => ({ default: module.SupplierListScreen })));
const SupplierFormScreen = lazy(() => import('./purchases/SupplierFormScreen').then((module) => ({ default: module.SupplierFormScreen })));
const ProfileScreen = lazy(() => import('./session/ProfileScreen').then((module) => ({ default: module.ProfileScreen })));

/**
 * The component of each screen built so far, loaded on demand; the screens of src/domain/screens.ts
 * without one show their title until their issue lands.
 */
export const screenComponents: Partial<Record<ScreenId, Lazy>> = {
  dashboard: DashboardScreen,
  categoryList: CategoryListScreen,
  categoryAdd: CategoryFormScreen,
  categoryEdit: CategoryFormScreen,
  productAdd: ProductFormScreen,
  productEdit: ProductFormScreen,
  productLabels: LabelSheetScreen,
  productList: ProductListScreen,
  purchaseList: PurchaseListScreen,
  purchaseAdd: PurchaseFormScreen,
  purchaseEdit: PurchaseFormScreen,
  supplierList: SupplierListScreen,
  supplierAdd: SupplierFormScreen,
  supplierEdit: SupplierFormScreen,
  unitList: UnitListScreen,
  unitAdd: UnitFormScreen,
  unitEdit: UnitFormScreen,
  brandList: BrandListScreen,
  brandAdd: BrandFormScreen,
  brandEdit: BrandFormScreen,
  taxList: TaxListScreen,
  taxAdd: TaxFormScreen,
  taxEdit: TaxFormScreen,
  generalSetting: GeneralSettingScreen,
  users: UsersScreen,
  stockTransferList: StockTransferListScreen,
  stockTransferAdd: StockTransferFormScreen,
  warehouseList: WarehouseListScreen,
  warehouseAdd: WarehouseFormScreen,
  warehouseEdit: WarehouseFormScreen,
  tillList: TillListScreen,
  tillAdd: TillFormScreen,
  tillEdit: TillFormScreen,
  profile: ProfileScreen,
  salePos: PosScreen,
  pos: PosScreen,
  purchaseImport: PurchaseImportScreen,
  productReport: ProductReportScreen,
  saleReport: SaleReportScreen,
  purchaseReport: PurchaseReportScreen,
  paymentReport: PaymentReportScreen,
  shiftReport: ShiftReportScreen,
  myTransactions: TransactionsScreen,
  customerList: CustomerListScreen,
  saleList: SaleListScreen,
  saleAdd: SaleFormScreen,
  saleImport: SaleImportScreen,
  saleEdit: SaleFormScreen,
  customerAdd: CustomerFormScreen,
  customerEdit: CustomerFormScreen,
  saleReturn: SaleReturnScreen,
  purchaseReturn: PurchaseReturnScreen,
  accountList: AccountListScreen,
  accountAdd: AccountFormScreen,
  accountEdit: AccountFormScreen,
  moneyTransfer: MoneyTransferScreen,
  transferAdd: TransferFormScreen,
};
