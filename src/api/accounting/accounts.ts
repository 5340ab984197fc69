/** The Accounting screens' calls: accounts with their balances and totals, the Default toggle, money transfers. */
import { ACCOUNT_TOTALS_HEADER, type Account, type Transfer } from '../../domain/accounts.schemas';
import { callRoute } from '../common/api-client';
import type { ApiResult } from '../common/http';
import { resourceClient, type ResourceClient } from '../common/resource';

export const accountsList: ResourceClient<Account> = resourceClient('GET /api/accounts', { summaryHeader: ACCOUNT_TOTALS_HEADER });
export const transfersList: ResourceClient<Transfer> = resourceClient('GET /api/transfers');

/** PUT /api/accounts/{id}/default: on makes it the one default account; off leaves none. */
export const saveAccountDefault = (input: { id: string; isDefault: boolean }, signal?: AbortSignal): Promise<ApiResult<Account>> =>
  callRoute('PUT /api/accounts/:id/default', { params: { id: input.id }, json: { isDefault: input.isDefault }, signal });

/** POST /api/transfers: the body as the form built it (the server checks it again). */
export const saveTransfer = (body: Record<string, unknown>, signal?: AbortSignal): Promise<ApiResult<Transfer>> =>
  callRoute('POST /api/transfers', { json: body, signal });
