import type { GeneralSettings, PaymentAccounts, StaffMember, StatusTarget } from '../../domain/settings.schemas';
import type { Role } from '../../domain/auth.schemas';
import { callRoute, mapData, requestRoute } from '../common/api-client';
import { answerOf, type ApiResult } from '../common/http';

export const fetchSettings = (signal?: AbortSignal): Promise<ApiResult<GeneralSettings>> => callRoute('GET /api/settings', { signal });

export const saveSettings = async (body: Record<string, unknown>, signal?: AbortSignal): Promise<ApiResult<GeneralSettings>> =>
  mapData(await callRoute('PUT /api/settings', { json: body, signal }), (answer) => answer.settings);

export const changeRole = async (id: string, role: Role, signal?: AbortSignal): Promise<ApiResult<StaffMember>> =>
  mapData(await callRoute('PUT /api/users/:id/role', { params: { id }, json: { role }, signal }), (answer) => answer.user);

export const changeStatus = async (id: string, status: StatusTarget, signal?: AbortSignal): Promise<ApiResult<StaffMember>> =>
  mapData(await callRoute('PUT /api/users/:id/status', { params: { id }, json: { status }, signal }), (answer) => answer.user);

/** General Setting's account per payment method (an older server without it: none, so the default account). */
export const readMethodAccounts = async (signal?: AbortSignal): Promise<PaymentAccounts> =>
  (await requestRoute('GET /api/settings', { signal }).json<Partial<Pick<GeneralSettings, 'paymentAccounts'>>>()).paymentAccounts ?? {};

export const fetchMethodAccounts = (signal?: AbortSignal): Promise<ApiResult<PaymentAccounts>> => answerOf(() => readMethodAccounts(signal));
