import { useBrowserSnapshot } from '../lib/use-browser-snapshot';
import { ROLE_NAMES, isStaff, type PublicUser } from '@shop/domain';
import { TOKEN_STORAGE_KEY } from './token';

export { getToken } from './token';

/** The session lives in two localStorage entries: the token (token.ts) and the user (this key). */
export const USER_STORAGE_KEY = 'user';

/** The signed-in user as the sign-in answer gave it. */
export type SessionUser = PublicUser;

export interface Session {
  user: SessionUser | null;
  isAdmin: boolean;
  isSuperAdmin: boolean;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: Session = toSession(null);

function toSession(user: SessionUser | null): Session {
  return {
    user,
    isAdmin: isStaff(user?.role),
    isSuperAdmin: user?.role === 'superadmin',
  };
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<SessionUser>;
  return typeof user.email === 'string' && (ROLE_NAMES as readonly unknown[]).includes(user.role);
}

/** Restores the saved user; a corrupted entry clears the session rather than half-signing the user in. */
function readSession(): Session {
  const raw = localStorage.getItem(USER_STORAGE_KEY);
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  if (raw === null) return (cached = SIGNED_OUT);
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isSessionUser(parsed) || !localStorage.getItem(TOKEN_STORAGE_KEY)) throw new Error('invalid session');
    return (cached = toSession(parsed));
  } catch {
    // Cleared here without notifying: this runs while React reads the snapshot.
    clearStorage();
    cachedRaw = null;
    return (cached = SIGNED_OUT);
  }
}

function notify() {
  listeners.forEach((listener) => listener());
}

function clearStorage() {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  localStorage.removeItem(USER_STORAGE_KEY);
}

/** Stores a login/registration answer (token entry and user entry) and signs the user in. */
export function signIn(session: { token: string; user: SessionUser }): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, session.token);
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(session.user));
  notify();
}

export function signOut(): void {
  clearStorage();
  cachedRaw = null;
  cached = toSession(null);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === USER_STORAGE_KEY || event.key === TOKEN_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The signed-in user, read synchronously from storage so guards never need a
 * loading state. Sign-in itself belongs to the accounts issue; it only has to
 * write the two entries and the rest of the app follows.
 */
export function useSession(): Session {
  return useBrowserSnapshot(subscribe, readSession, signedOutSession);
}

/**
 * The server renders every page signed out (the session lives in local storage). A guest's
 * session is this same object in the browser: a different one, however equal, would reach every
 * reader as a new session when the browser's value replaces the server's (useBrowserSnapshot).
 */
const SIGNED_OUT = toSession(null);
const signedOutSession = () => SIGNED_OUT;
