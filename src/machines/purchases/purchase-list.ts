/**
 * The list machine's clients for the purchase screens (the list machine's fetchPage, fetchAllRows
 * and remove call them): the purchase list and the supplier list.
 */
export { purchasesList } from '../../api/purchases/purchases';
export { suppliersList } from '../../api/purchases/suppliers-list';
