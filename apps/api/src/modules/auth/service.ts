import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import { apiError } from '../../errors';
import { AttemptLimiter, type AttemptStore, LOGIN_LIMIT, REGISTRATION_LIMIT } from '../../plugins/rate-limit';
import {
  createUser,
  findUserByEmail,
  findUserByGoogleSub,
  isUniqueViolation,
  linkGoogleAccount,
} from '../users/service';
import type { GoogleVerifier } from './google';
import { decoyPasswordHash, verifyPassword } from './passwords';

/** A 429 for a limiter's wait: the minutes in the text, the seconds in retry-after. */
function tooMany(code: 'TOO_MANY_ATTEMPTS' | 'TOO_MANY_REGISTRATIONS', waitMs: number) {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return apiError(code, { params: { count: minutes }, headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) } });
}

/** The log lines the service writes (a Fastify request's logger fits). */
export interface AuthLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Who is asking: the client's address (attempts are limited per address) and where to log. */
export interface Caller {
  ip: string;
  log: AuthLog;
}

export interface AuthServiceDependencies {
  db: Db;
  /** Where the counters of failed sign-ins and created accounts live. */
  attempts: AttemptStore;
  /** Absent when Google sign-in is not configured. */
  google: GoogleVerifier | undefined;
}

export interface Registration {
  name: string;
  email: string;
  password: string;
  birthDate: string;
}

/**
 * Registration and sign-in: the rules behind /api/auth. Each answers the user
 * to open a session for, or throws the ApiError the client gets.
 */
export function createAuthService({ db, attempts, google }: AuthServiceDependencies) {
  const logins = new AttemptLimiter(attempts, LOGIN_LIMIT);
  const registrations = new AttemptLimiter(attempts, REGISTRATION_LIMIT);

  /** The limiter must never take sign-in down with it: if its store fails, attempts are not limited. */
  const guarded = async <T>(caller: Caller, work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      caller.log.error({ err: error }, 'sign-in attempt limiter unavailable');
      return fallback;
    }
  };

  /** Creates an account with the role user (at most REGISTRATION_LIMIT per address). */
  async function register(account: Registration, caller: Caller): Promise<UsersTable> {
    const addressKey = [`register:ip:${caller.ip}`];
    const wait = await guarded(caller, () => registrations.blockedFor(addressKey), 0);
    if (wait > 0) throw tooMany('TOO_MANY_REGISTRATIONS', wait);
    if (await findUserByEmail(db, account.email)) throw apiError('EMAIL_TAKEN');
    let user: UsersTable;
    try {
      user = await createUser(db, { ...account, role: 'user' });
    } catch (error) {
      if (isUniqueViolation(error)) throw apiError('EMAIL_TAKEN');
      throw error;
    }
    await guarded(caller, () => registrations.record(addressKey), undefined);
    return user;
  }

  /** E-mail and password, with failed attempts limited per e-mail and per address (LOGIN_LIMIT). */
  async function signIn(credentials: { email: string; password: string }, caller: Caller): Promise<UsersTable> {
    const email = credentials.email.toLowerCase();
    const keys = [`login:email:${email}`, `login:ip:${caller.ip}`];
    const wait = await guarded(caller, () => logins.blockedFor(keys), 0);
    if (wait > 0) throw tooMany('TOO_MANY_ATTEMPTS', wait);
    const user = await findUserByEmail(db, email);
    // Unknown e-mail, an account without a password (Google only) and a wrong password answer
    // alike and take as long: the decoy hash is verified for the timing, and never counts as a match.
    const ok = user?.password_hash
      ? await verifyPassword(user.password_hash, credentials.password)
      : (await verifyPassword(await decoyPasswordHash(), credentials.password)) && false;
    if (!user || !ok) {
      await guarded(caller, () => logins.record(keys), undefined);
      throw apiError('WRONG_CREDENTIALS');
    }
    if (user.is_active !== 1) throw apiError('ACCOUNT_INACTIVE');
    await guarded(caller, () => logins.clear(keys[0]!), undefined);
    return user;
  }

  /**
   * A verified Google ID token: the account linked to that Google identity, else the
   * account with its e-mail (linked now), else a new account.
   */
  async function signInWithGoogle(credential: string, caller: Caller): Promise<UsersTable> {
    if (!google) throw apiError('GOOGLE_NOT_CONFIGURED');
    const result = await google.verify(credential);
    if (!result.ok) {
      caller.log.info({ reason: result.reason }, 'Google sign-in refused');
      throw apiError('GOOGLE_FAILED');
    }
    const { sub, email, name } = result.identity;
    let user = (await findUserByGoogleSub(db, sub)) ?? (await findUserByEmail(db, email));
    if (user && user.google_sub === null)
      user = (await linkGoogleAccount(db, user.id, sub)) ?? (await findUserByGoogleSub(db, sub));
    if (user && user.google_sub !== sub) {
      // The e-mail belongs to an account linked to another Google identity.
      caller.log.warn({ userId: user.id }, 'Google sign-in for an e-mail linked to another Google account');
      throw apiError('GOOGLE_FAILED');
    }
    if (!user) {
      try {
        user = await createUser(db, { name, email, role: 'user', googleSub: sub });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Two first sign-ins raced; the other one created the account.
        user = await findUserByGoogleSub(db, sub);
        if (!user) throw apiError('GOOGLE_FAILED');
      }
    }
    if (user.is_active !== 1) throw apiError('ACCOUNT_INACTIVE');
    return user;
  }

  return { register, signIn, signInWithGoogle };
}

export type AuthService = ReturnType<typeof createAuthService>;
