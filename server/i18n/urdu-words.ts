import type { Words } from './words';

/**
 * The words inside the server's messages in Urdu (server/i18n/words.ts), as the browser's catalogs say them
 * (src/locales/ur): a count keeps its digits and takes the plural ("3 پروڈکٹس").
 */
export const urduWords: Words = {
  nouns: {
    account: { one: 'اکاؤنٹ', other: 'اکاؤنٹس' },
    biller: { one: 'بلر', other: 'بلرز' },
    brand: { one: 'برانڈ', other: 'برانڈز' },
    category: { one: 'زمرہ', other: 'زمرے' },
    cell: { one: 'خانہ', other: 'خانے' },
    customer: { one: 'گاہک', other: 'گاہک' },
    'customer group': { one: 'گاہک کا گروپ', other: 'گاہکوں کے گروپ' },
    line: { one: 'لائن', other: 'لائنیں' },
    movement: { one: 'نقل و حرکت', other: 'نقل و حرکات' },
    'number block': { one: 'نمبر بلاک', other: 'نمبر بلاک' },
    other: { one: 'دیگر', other: 'دیگر' },
    payment: { one: 'ادائیگی', other: 'ادائیگیاں' },
    product: { one: 'پروڈکٹ', other: 'پروڈکٹس' },
    purchase: { one: 'خریداری', other: 'خریداریاں' },
    'purchase line': { one: 'خریداری کی لائن', other: 'خریداری کی لائنیں' },
    return: { one: 'واپسی', other: 'واپسیاں' },
    sale: { one: 'فروخت', other: 'فروختیں' },
    'sale line': { one: 'فروخت کی لائن', other: 'فروخت کی لائنیں' },
    'sale or purchase line': { one: 'فروخت یا خریداری کی لائن', other: 'فروخت یا خریداری کی لائنیں' },
    shift: { one: 'شفٹ', other: 'شفٹیں' },
    shortfall: { one: 'کمی', other: 'کمیاں' },
    'stock movement': { one: 'اسٹاک کی نقل و حرکت', other: 'اسٹاک کی نقل و حرکات' },
    'stock transfer': { one: 'اسٹاک کی منتقلی', other: 'اسٹاک کی منتقلیاں' },
    supplier: { one: 'سپلائر', other: 'سپلائرز' },
    tax: { one: 'ٹیکس', other: 'ٹیکس' },
    till: { one: 'کیش کاؤنٹر', other: 'کیش کاؤنٹرز' },
    transfer: { one: 'منتقلی', other: 'منتقلیاں' },
    unit: { one: 'اکائی', other: 'اکائیاں' },
    'user account': { one: 'صارف اکاؤنٹ', other: 'صارف اکاؤنٹس' },
    warehouse: { one: 'گودام', other: 'گودام' },
  },
  statuses: {
    Completed: 'مکمل',
    Pending: 'زیر التوا',
    Canceled: 'منسوخ',
    Received: 'موصول شدہ',
    Ordered: 'آرڈر دیا گیا',
  },
  and: ' اور ',
};
