/**
 * Shapes of what src/api answers that the screens draw. Views reach the server only through machines
 * (eslint.config.js forbids any import of src/api in src/views), so they name these types from here.
 */
export type { PickerOption } from '../../api/catalog/catalog';
export type { PosItem } from '../../api/pos/pos-item';
export type { NewCustomer, PaymentMethod } from '../../api/pos/pos-sales';
