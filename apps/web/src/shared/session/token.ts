/** The localStorage entry holding the bearer token (the user entry is in session.ts). */
export const TOKEN_STORAGE_KEY = 'token';

/** An authorized call without a stored token fails with this text, without being sent. */
export const NO_TOKEN_MESSAGE = 'No hay token de autenticación';

/** The stored bearer token, or null when signed out. */
export function getToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}
