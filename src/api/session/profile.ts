import type { Profile } from '../../domain/settings.schemas';
import { callRoute, mapData } from '../common/api-client';
import type { ApiResult } from '../common/http';

export const fetchProfile = (signal?: AbortSignal): Promise<ApiResult<Profile>> => callRoute('GET /api/profile', { signal });

export const saveProfile = async (body: Record<string, unknown>, signal?: AbortSignal): Promise<ApiResult<Profile>> =>
  mapData(await callRoute('PUT /api/profile', { json: body, signal }), (answer) => answer.profile);

/** The password form keeps nothing of the answer (an empty record): after a change its fields are emptied. */
export const changePassword = async (body: Record<string, unknown>, signal?: AbortSignal): Promise<ApiResult<Record<string, unknown>>> =>
  mapData(await callRoute('PUT /api/profile/password', { json: body, signal }), () => ({}));
