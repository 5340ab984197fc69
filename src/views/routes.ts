import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface ProtectedRoute {
  path: string;
  title: string;
  /** Screens built so far load on demand; the rest show their title until their issue lands. */
  screen?: LazyExoticComponent<ComponentType>;
}

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
const ProfileScreen = lazy(() => import('./session/ProfileScreen').then((module) => ({ default: module.ProfileScreen })));

/** SPEC.md section 2: every protected route, matched without regard to case (/POS, /Profile). */
export const protectedRoutes: ProtectedRoute[] = [
  { path: '/dashboard', title: 'Dashboard', screen: DashboardScreen },
  { path: '/product/category', title: 'Category', screen: CategoryListScreen },
  { path: '/product/category/add', title: 'Add Category', screen: CategoryFormScreen },
  { path: '/product/category/edit/:id', title: 'Edit Category', screen: CategoryFormScreen },
  { path: '/product/add', title: 'Add Product', screen: ProductFormScreen },
  { path: '/product/edit/:id', title: 'Edit Product', screen: ProductFormScreen },
  { path: '/product/labels/:id', title: 'Print Labels', screen: LabelSheetScreen },
  { path: '/product/list', title: 'Product List', screen: ProductListScreen },
  { path: '/purchase/list', title: 'Purchase List' },
  { path: '/purchase/add', title: 'Add Purchase' },
  { path: '/purchase/import', title: 'Import Purchase' },
  { path: '/purchase/edit/:id', title: 'Edit Purchase' },
  { path: '/sale/list', title: 'Sale List' },
  { path: '/sale/pos', title: 'POS' },
  { path: '/pos', title: 'POS' },
  { path: '/sale/add', title: 'Add Sale' },
  { path: '/sale/import', title: 'Import Sale' },
  { path: '/sale/edit/:id', title: 'Edit Sale' },
  { path: '/return/sale', title: 'Sale Return' },
  { path: '/return/purchase', title: 'Purchase Return' },
  { path: '/account/list', title: 'Account List' },
  { path: '/account/add', title: 'Add Account' },
  { path: '/account/transfer', title: 'Money Transfer' },
  { path: '/account/edit/:id', title: 'Edit Account' },
  { path: '/customer/list', title: 'Customer List' },
  { path: '/customer/add', title: 'Add Customer' },
  { path: '/reports/product', title: 'Product Report' },
  { path: '/reports/sales', title: 'Sale Report' },
  { path: '/reports/purchase', title: 'Purchase Report' },
  { path: '/reports/payment', title: 'Payment Report' },
  { path: '/settings/unit', title: 'Unit List', screen: UnitListScreen },
  { path: '/settings/unit/add', title: 'Add Unit', screen: UnitFormScreen },
  { path: '/settings/unit/edit/:id', title: 'Edit Unit', screen: UnitFormScreen },
  { path: '/settings/brand', title: 'Brand List', screen: BrandListScreen },
  { path: '/settings/brand/add', title: 'Add Brand', screen: BrandFormScreen },
  { path: '/settings/brand/edit/:id', title: 'Edit Brand', screen: BrandFormScreen },
  { path: '/settings/tax', title: 'Tax List', screen: TaxListScreen },
  { path: '/settings/tax/add', title: 'Add Tax', screen: TaxFormScreen },
  { path: '/settings/tax/edit/:id', title: 'Edit Tax', screen: TaxFormScreen },
  { path: '/settings/general', title: 'General Setting', screen: GeneralSettingScreen },
  { path: '/settings/users', title: 'Users', screen: UsersScreen },
  { path: '/profile', title: 'Profile', screen: ProfileScreen },
  { path: '/mytransactions', title: 'My Transactions' },
];
