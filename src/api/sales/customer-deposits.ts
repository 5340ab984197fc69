/** 'Add deposit' on the customer list: POST /api/customers/{id}/deposits, and the accounts it can go into. */
import type { AccountPickerEntry } from '../../domain/accounts.schemas';
import type { Customer } from '../../domain/customers.schemas';
import type { PaymentAccounts } from '../../domain/settings.schemas';
import { callRoute, readRoute } from '../common/api-client';
import { answerOf, type ApiResult } from '../common/http';
import { readMethodAccounts } from '../settings/shop-settings';

export const addCustomerDeposit = (input: { customerId: string; body: Record<string, unknown> }, signal?: AbortSignal): Promise<ApiResult<Customer>> =>
  callRoute('POST /api/customers/:id/deposits', { params: { id: input.customerId }, json: input.body, signal });

export interface DepositAccounts {
  /** The accounts a deposit can go into, the default first (GET /api/accounts/picker). */
  accounts: AccountPickerEntry[];
  /** General Setting's account per method: where a deposit by each method starts. */
  methodAccounts: PaymentAccounts;
}

export const depositAccounts = (signal?: AbortSignal): Promise<ApiResult<DepositAccounts>> =>
  answerOf(async () => {
    const [accounts, methodAccounts] = await Promise.all([readRoute('GET /api/accounts/picker', { signal }), readMethodAccounts(signal)]);
    return { accounts, methodAccounts };
  });
