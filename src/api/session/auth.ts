import type { LoginAnswer, Me } from '../../domain/auth.schemas';
import type { Language } from '../../domain/languages';
import { callRoute, mapData, requestRoute } from '../common/api-client';
import { answerOf, type ApiResult } from '../common/http';

export interface Credentials {
  email: string;
  password: string;
}

/** A login the server accepted: the token to keep and who signed in. */
export type SignedIn = LoginAnswer & { jwtToken: string; name: string; user: Me };

/** The route declares the answer of a login that may still wait for approval; an accepted one carries the token and the user. */
export const logIn = (credentials: Credentials, signal?: AbortSignal): Promise<ApiResult<SignedIn>> =>
  answerOf(() => requestRoute('POST /auth/login', { json: credentials, signal }).json<SignedIn>());

export const signUp = (input: Credentials & { name: string }, signal?: AbortSignal): Promise<ApiResult<{ message: string }>> => callRoute('POST /auth/signup', { json: input, signal });

export const logOut = async (signal?: AbortSignal): Promise<ApiResult<null>> => mapData(await callRoute('POST /auth/logout', { signal }), () => null);

export const fetchMe = (signal?: AbortSignal): Promise<ApiResult<Me>> => callRoute('GET /api/me', { signal });

/** Stores the person's language with their account (the Language menu). */
export const saveLanguage = (language: Language, signal?: AbortSignal): Promise<ApiResult<{ language: Language }>> =>
  callRoute('PUT /api/me/language', { json: { language }, signal });
