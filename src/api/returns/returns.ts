/** Sale and purchase returns: the list, the documents to return from, and saving a return. */
import type { AccountPickerEntry } from '../../domain/accounts.schemas';
import type { PaymentAccounts } from '../../domain/settings.schemas';
import type { PurchaseReturnInput, ReturnCandidate, Returnable, ReturnKind, ReturnRecord, SaleReturnInput } from '../../domain/returns.schemas';
import { answerOf, http, type ApiResult } from '../common/http';
import { readMethodAccounts } from '../settings/shop-settings';

export const findReturnDocuments = (input: { kind: ReturnKind; q: string }, signal?: AbortSignal): Promise<ApiResult<ReturnCandidate[]>> =>
  answerOf(() => http.get(`api/returns/${input.kind}/documents`, { searchParams: { q: input.q }, signal }).json<ReturnCandidate[]>());

export interface ReturnDocument {
  document: Returnable;
  accounts: AccountPickerEntry[];
  /** General Setting's account per payment method: where a refund by each method starts. */
  methodAccounts: PaymentAccounts;
}

export const loadReturnDocument = (input: { kind: ReturnKind; id: string }, signal?: AbortSignal): Promise<ApiResult<ReturnDocument>> =>
  answerOf(async () => {
    const [document, accounts, methodAccounts] = await Promise.all([
      http.get(`api/returns/${input.kind}/returnable/${encodeURIComponent(input.id)}`, { signal }).json<Returnable>(),
      http.get('api/accounts/picker', { signal }).json<AccountPickerEntry[]>(),
      readMethodAccounts(signal),
    ]);
    return { document, accounts, methodAccounts };
  });

export type ReturnBody = ({ kind: 'sale' } & SaleReturnInput) | ({ kind: 'purchase' } & PurchaseReturnInput);

export const saveReturn = ({ kind, ...body }: ReturnBody, signal?: AbortSignal): Promise<ApiResult<ReturnRecord>> =>
  answerOf(() => http.post(`api/returns/${kind}`, { json: body, signal }).json<ReturnRecord>());
