import type { RegisterPayload } from '@shop/domain';
import { callApi } from '../../shared/api/client';
import type { SessionUser } from '../../shared/session/session';
import { accountEndpoints } from '@shop/domain/account-api';

/** The login / registration / Google answer: a token and the public user. */
export interface AuthSession {
  token: string;
  user: SessionUser;
}

/** What the sign-in page offers. */
export interface AuthConfig {
  demo: { email: string; password: string } | null;
  googleClientId: string | null;
}

/** A 2xx answer that is not a session (no token): the call failed with the spec's message (an i18n key). */
export class SessionAnswerError extends Error {
  override name = 'SessionAnswerError';
  constructor(readonly key: string) {
    super(key);
  }
}

/** A session answer counts only when it carries a token: a 2xx without one is a failed sign-in. */
function requireToken(session: Partial<AuthSession>, failureKey: string): AuthSession {
  if (!session.token || !session.user) throw new SessionAnswerError(failureKey);
  return session as AuthSession;
}

export async function loginRequest(credentials: { email: string; password: string }): Promise<AuthSession> {
  const session = await callApi(accountEndpoints.login, { body: credentials });
  return requireToken(session, 'auth:noSession.login');
}

export async function registerRequest(payload: RegisterPayload): Promise<AuthSession> {
  const session = await callApi(accountEndpoints.register, { body: payload });
  return requireToken(session, 'auth:noSession.register');
}

export async function googleLoginRequest(credential: string): Promise<AuthSession> {
  const session = await callApi(accountEndpoints.googleLogin, { body: { credential } });
  return requireToken(session, 'auth:noSession.google');
}

export function fetchAuthConfig(): Promise<AuthConfig> {
  return callApi(accountEndpoints.authConfig);
}
