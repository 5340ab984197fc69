import type { Profile } from '../../domain/settings.schemas';
import { answerOf, http, type ApiResult } from '../common/http';

export const fetchProfile = (signal?: AbortSignal): Promise<ApiResult<Profile>> => answerOf(() => http.get('api/profile', { signal }).json<Profile>());

export const saveProfile = (body: Record<string, unknown>, signal?: AbortSignal): Promise<ApiResult<Profile>> =>
  answerOf(async () => (await http.put('api/profile', { json: body, signal }).json<{ profile: Profile }>()).profile);

/** The password form keeps nothing of the answer (an empty record): after a change its fields are emptied. */
export const changePassword = (body: Record<string, unknown>, signal?: AbortSignal): Promise<ApiResult<Record<string, unknown>>> =>
  answerOf(async () => (await http.put('api/profile/password', { json: body, signal }), {}));
