import type { GeneralSettings, PaymentAccounts, StaffMember, StatusTarget } from '../../domain/settings.schemas';
import type { Role } from '../../domain/auth.schemas';
import { answerOf, http, type ApiResult } from '../common/http';

export const fetchSettings = (signal?: AbortSignal): Promise<ApiResult<GeneralSettings>> => answerOf(() => http.get('api/settings', { signal }).json<GeneralSettings>());

export const saveSettings = (body: Record<string, unknown>, signal?: AbortSignal): Promise<ApiResult<GeneralSettings>> =>
  answerOf(async () => (await http.put('api/settings', { json: body, signal }).json<{ settings: GeneralSettings }>()).settings);

export const changeRole = (id: string, role: Role, signal?: AbortSignal): Promise<ApiResult<StaffMember>> =>
  answerOf(async () => (await http.put(`api/users/${encodeURIComponent(id)}/role`, { json: { role }, signal }).json<{ user: StaffMember }>()).user);

export const changeStatus = (id: string, status: StatusTarget, signal?: AbortSignal): Promise<ApiResult<StaffMember>> =>
  answerOf(async () => (await http.put(`api/users/${encodeURIComponent(id)}/status`, { json: { status }, signal }).json<{ user: StaffMember }>()).user);

/** General Setting's account per payment method (an older server without it: none, so the default account). */
export const readMethodAccounts = async (signal?: AbortSignal): Promise<PaymentAccounts> =>
  (await http.get('api/settings', { signal }).json<Partial<Pick<GeneralSettings, 'paymentAccounts'>>>()).paymentAccounts ?? {};

export const fetchMethodAccounts = (signal?: AbortSignal): Promise<ApiResult<PaymentAccounts>> => answerOf(() => readMethodAccounts(signal));
