import type { LoginAnswer, Me } from '../../domain/auth.schemas';
import { answerOf, http, type ApiResult } from '../common/http';

export interface Credentials {
  email: string;
  password: string;
}

/** A login the server accepted: the token to keep and who signed in. */
export type SignedIn = LoginAnswer & { jwtToken: string; name: string; user: Me };

export const logIn = (credentials: Credentials, signal?: AbortSignal): Promise<ApiResult<SignedIn>> =>
  answerOf(() => http.post('auth/login', { json: credentials, signal }).json<SignedIn>());

export const signUp = (input: Credentials & { name: string }, signal?: AbortSignal): Promise<ApiResult<{ message: string }>> =>
  answerOf(() => http.post('auth/signup', { json: input, signal }).json<{ message: string }>());

export const logOut = (signal?: AbortSignal): Promise<ApiResult<null>> => answerOf(async () => (await http.post('auth/logout', { signal }), null));

export const fetchMe = (signal?: AbortSignal): Promise<ApiResult<Me>> => answerOf(() => http.get('api/me', { signal }).json<Me>());
