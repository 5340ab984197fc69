/** 'Add deposit' on the customer list (issue 13): POST /api/customers/{id}/deposits, and the accounts it can go into. */
import type { AccountPickerEntry } from '../../domain/accounts.schemas';
import type { Customer } from '../../domain/customers.schemas';
import { answerOf, http, type ApiResult } from '../common/http';

export const addCustomerDeposit = (input: { customerId: string; body: Record<string, unknown> }, signal?: AbortSignal): Promise<ApiResult<Customer>> =>
  answerOf(() => http.post(`api/customers/${encodeURIComponent(input.customerId)}/deposits`, { json: input.body, signal }).json<Customer>());

/** The accounts a deposit can go into, the default first (GET /api/accounts/picker). */
export const depositAccounts = (signal?: AbortSignal): Promise<ApiResult<AccountPickerEntry[]>> => answerOf(() => http.get('api/accounts/picker', { signal }).json<AccountPickerEntry[]>());
