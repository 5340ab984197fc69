import type { LoginAnswer, Me } from '../../domain/auth.schemas';
import { failureFrom, http, type ApiFailure } from '../common/http';

export interface Credentials {
  email: string;
  password: string;
}

export type LoginResult = (LoginAnswer & { success: true; jwtToken: string; name: string; user: Me }) | ApiFailure;
export type SignupResult = { success: true; message: string } | ApiFailure;

export async function logIn(credentials: Credentials, signal?: AbortSignal): Promise<LoginResult> {
  try {
    return await http.post('auth/login', { json: credentials, signal }).json();
  } catch (error) {
    return failureFrom(error, 'Login failed');
  }
}

export async function signUp(input: Credentials & { name: string }, signal?: AbortSignal): Promise<SignupResult> {
  try {
    return await http.post('auth/signup', { json: input, signal }).json();
  } catch (error) {
    return failureFrom(error);
  }
}

export async function logOut(signal?: AbortSignal): Promise<void> {
  await http.post('auth/logout', { signal });
}

export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return http.get('api/me', { signal }).json();
}
