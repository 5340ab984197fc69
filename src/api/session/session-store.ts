/**
 * Session (docs/api.md#records-and-their-fields): the token and `loggedIn` (the display name) live in local storage.
 * Nothing else about the user is kept in the browser (docs/decisions/001-login-goes-to-dashboard.md).
 */
const TOKEN_KEY = 'token';
const NAME_KEY = 'loggedIn';

export interface StoredSession {
  token: string;
  name: string;
}

export function readStoredSession(): StoredSession | null {
  const token = localStorage.getItem(TOKEN_KEY);
  return token ? { token, name: localStorage.getItem(NAME_KEY) ?? '' } : null;
}

export function storeSession(session: StoredSession): void {
  localStorage.setItem(TOKEN_KEY, session.token);
  localStorage.setItem(NAME_KEY, session.name);
}

export function clearStoredSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(NAME_KEY);
}
