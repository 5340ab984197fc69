import type { GeneralSettings, Profile } from '../../domain/settings.schemas';
import type { Role } from '../../domain/auth.schemas';
import { http } from '../common/http';
import { saveFailureFrom, type SaveResult } from '../catalog/catalog';

export function fetchSettings(signal?: AbortSignal): Promise<GeneralSettings> {
  return http.get('api/settings', { signal }).json();
}

/** PUT a singleton document (General Setting, the profile, the password) and read its answer as data. */
async function putDocument(path: string, body: Record<string, unknown>, answerKey: string | null, failureMessage: string, signal?: AbortSignal): Promise<SaveResult> {
  try {
    const answer = await http.put(path, { json: body, signal }).json<Record<string, unknown>>();
    return { ok: true, record: (answerKey ? answer[answerKey] : answer) as Record<string, unknown> };
  } catch (error) {
    return saveFailureFrom(error, failureMessage);
  }
}

export const saveSettings = (body: Record<string, unknown>, failureMessage: string, signal?: AbortSignal) =>
  putDocument('api/settings', body, 'settings', failureMessage, signal);

export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return http.get('api/profile', { signal }).json();
}

export const saveProfile = (body: Record<string, unknown>, failureMessage: string, signal?: AbortSignal) =>
  putDocument('api/profile', body, 'profile', failureMessage, signal);

/** The password form keeps nothing of the answer: after a change its fields are emptied. */
export const changePassword = (body: Record<string, unknown>, failureMessage: string, signal?: AbortSignal) =>
  putDocument('api/profile/password', body, null, failureMessage, signal);

export type { StaffMember } from '../../domain/settings.schemas';

export const changeRole = (id: string, role: Role, failureMessage: string, signal?: AbortSignal) =>
  putDocument(`api/users/${encodeURIComponent(id)}/role`, { role }, 'user', failureMessage, signal);
