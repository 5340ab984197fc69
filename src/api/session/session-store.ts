import { isLanguage, type Language } from '../../domain/languages';

/**
 * Session (docs/api.md#records-and-their-fields): the token and `loggedIn` (the display name) live in local storage,
 * with the person's language so a reload opens in it before /api/me answers (docs/i18n.md). Nothing else
 * about the user is kept in the browser (docs/decisions/001-login-goes-to-dashboard.md).
 */
const TOKEN_KEY = 'token';
const NAME_KEY = 'loggedIn';
const LANGUAGE_KEY = 'language';

export interface StoredSession {
  token: string;
  name: string;
  language?: Language;
}

export function readStoredSession(): StoredSession | null {
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token) return null;
  const language = localStorage.getItem(LANGUAGE_KEY);
  return { token, name: localStorage.getItem(NAME_KEY) ?? '', ...(isLanguage(language) ? { language } : {}) };
}

export function storeSession(session: StoredSession): void {
  localStorage.setItem(TOKEN_KEY, session.token);
  localStorage.setItem(NAME_KEY, session.name);
  if (session.language) localStorage.setItem(LANGUAGE_KEY, session.language);
}

export function clearStoredSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(NAME_KEY);
  localStorage.removeItem(LANGUAGE_KEY);
}
