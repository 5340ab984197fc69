/**
 * The Accounting lists' resources: which client each list machine reads, its name and
 * its nouns. The screens add their columns; the calls stay out of the views (docs/architecture.md#layers).
 */
import { accountsList, transfersList } from '../../api/accounting/accounts';

export const accountListResource = { listId: 'accounts', title: 'Account List', noun: { one: 'account', many: 'accounts' }, client: accountsList };
export const transferListResource = { listId: 'transfers', title: 'Money Transfer', noun: { one: 'transfer', many: 'transfers' }, client: transfersList };
