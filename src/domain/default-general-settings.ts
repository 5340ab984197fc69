// Kept apart from settings.schemas.ts so that the app shell (which formats amounts from the start)
// does not load valibot and the catalog's schemas before any form needs them.
import {
  DEFAULT_CURRENCY,
  DEFAULT_CURRENCY_POSITION,
  DEFAULT_DATE_FORMAT,
  DEFAULT_INVOICE_FORMAT,
  DEFAULT_STAFF_ACCESS,
  DEFAULT_TIME_ZONE,
} from './shop-constants';
import type { GeneralSettings } from './settings.schemas';

/** What a new shop starts with, before an admin saves General Setting. */
export const DEFAULT_GENERAL_SETTINGS: GeneralSettings = {
  systemTitle: 'ShopDesk',
  systemLogo: null,
  currency: DEFAULT_CURRENCY,
  currencyPosition: DEFAULT_CURRENCY_POSITION,
  timeZone: DEFAULT_TIME_ZONE,
  staffAccess: DEFAULT_STAFF_ACCESS,
  invoiceFormat: DEFAULT_INVOICE_FORMAT,
  dateFormat: DEFAULT_DATE_FORMAT,
  developedBy: '',
  shopAddress: '',
  shopPhone: '',
  receiptFooter: '',
  // Every variance needs an admin until the shop sets a threshold (docs/tills-and-shifts.md#closing).
  cashVarianceThreshold: 0,
  paymentAccounts: {},
  updatedAt: null,
};
