/**
 * The Accounting lists' resources: which client each list machine reads. The screens add their title, nouns and
 * columns in the person's language; the calls stay out of the views (docs/architecture.md#layers).
 */
import { accountsList, transfersList } from '../../api/accounting/accounts';

export const accountListResource = { listId: 'accounts', client: accountsList };
export const transferListResource = { listId: 'transfers', client: transfersList };
