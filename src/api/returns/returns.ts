/** Sale and purchase returns: the list, the documents to return from, and saving a return. */
import type { AccountPickerEntry } from '../../domain/accounts.schemas';
import type { PaymentAccounts } from '../../domain/settings.schemas';
import type { PurchaseReturnInput, ReturnCandidate, Returnable, ReturnKind, ReturnRecord, SaleReturnInput } from '../../domain/returns.schemas';
import { callRoute, readRoute } from '../common/api-client';
import { answerOf, type ApiResult } from '../common/http';
import { readMethodAccounts } from '../settings/shop-settings';

export const findReturnDocuments = (input: { kind: ReturnKind; q: string }, signal?: AbortSignal): Promise<ApiResult<ReturnCandidate[]>> =>
  callRoute(`GET /api/returns/${input.kind}/documents` as const, { query: { q: input.q }, signal });

export interface ReturnDocument {
  document: Returnable;
  accounts: AccountPickerEntry[];
  /** General Setting's account per payment method: where a refund by each method starts. */
  methodAccounts: PaymentAccounts;
}

export const loadReturnDocument = (input: { kind: ReturnKind; id: string }, signal?: AbortSignal): Promise<ApiResult<ReturnDocument>> =>
  answerOf(async () => {
    const [document, accounts, methodAccounts] = await Promise.all([
      readRoute(`GET /api/returns/${input.kind}/returnable/:id` as const, { params: { id: input.id }, signal }),
      readRoute('GET /api/accounts/picker', { signal }),
      readMethodAccounts(signal),
    ]);
    return { document, accounts, methodAccounts };
  });

export type ReturnBody = ({ kind: 'sale' } & SaleReturnInput) | ({ kind: 'purchase' } & PurchaseReturnInput);

export const saveReturn = ({ kind, ...body }: ReturnBody, signal?: AbortSignal): Promise<ApiResult<ReturnRecord>> =>
  callRoute(`POST /api/returns/${kind}` as const, { json: body, signal });
