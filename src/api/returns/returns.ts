/** Sale and purchase returns: the list, the documents to return from, and saving a return. */
import type { AccountPickerEntry } from '../../domain/accounts.schemas';
import type { PaymentAccounts } from '../../domain/settings.schemas';
import type { PurchaseReturnInput, ReturnCandidate, Returnable, ReturnKind, ReturnRecord, SaleReturnInput } from '../../domain/returns.schemas';
import { callRoute, readRoute } from '../common/api-client';
import { answerOf, type ApiResult } from '../common/http';
import type { Till } from '../../domain/tills.schemas';
import { keepTillReportCurrent } from '../pos/kept-shift-report';
import { readTill } from '../pos/pos-shifts';
import { readBoundTill } from '../pos/till-preferences';
import { readMethodAccounts } from '../settings/shop-settings';

export const findReturnDocuments = (input: { kind: ReturnKind; q: string }, signal?: AbortSignal): Promise<ApiResult<ReturnCandidate[]>> =>
  callRoute(`GET /api/returns/${input.kind}/documents` as const, { query: { q: input.q }, signal });

export interface ReturnDocument {
  document: Returnable;
  accounts: AccountPickerEntry[];
  /** General Setting's account per payment method: where a refund by each method starts. */
  methodAccounts: PaymentAccounts;
  /** This browser's till while its shift is open, which a sale return's refund may be paid at (else null). */
  till?: Till | null;
}

/**
 * The till this browser is bound to, when its shift is open (docs/tills-and-shifts.md#refunds-at-the-till);
 * null when none is bound, it is gone or unreadable, or its shift is closed: the refund is then the back office's.
 */
async function openBoundTill(signal?: AbortSignal): Promise<Till | null> {
  const tillId = readBoundTill();
  if (tillId === null) return null;
  const till = await readTill(tillId, signal);
  return till.ok && till.data.openShift !== null ? till.data : null;
}

export const loadReturnDocument = (input: { kind: ReturnKind; id: string; offersBoundTill?: boolean }, signal?: AbortSignal): Promise<ApiResult<ReturnDocument>> =>
  answerOf(async () => {
    const [document, accounts, methodAccounts, till] = await Promise.all([
      readRoute(`GET /api/returns/${input.kind}/returnable/:id` as const, { params: { id: input.id }, signal }),
      readRoute('GET /api/accounts/picker', { signal }),
      readMethodAccounts(signal),
      input.offersBoundTill ? openBoundTill(signal) : null,
    ]);
    return { document, accounts, methodAccounts, till };
  });

export type ReturnBody = ({ kind: 'sale' } & SaleReturnInput) | ({ kind: 'purchase' } & PurchaseReturnInput);

/** Saves a return; a refund paid at a till has the worker's copy of its shift's report read again (docs/offline-till.md#shifts). */
export async function saveReturn({ kind, ...body }: ReturnBody, signal?: AbortSignal): Promise<ApiResult<ReturnRecord>> {
  const answer = await callRoute(`POST /api/returns/${kind}` as const, { json: body, signal });
  if (answer.ok && 'till' in body && body.till) void keepTillReportCurrent(body.till);
  return answer;
}
