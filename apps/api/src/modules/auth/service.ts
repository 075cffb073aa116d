import type { Language } from '@shop/domain';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import { httpError } from '../../errors';
import {
  ACCOUNT_SLOWDOWN,
  ADDRESS_LOGIN_LIMIT,
  AttemptLimiter,
  type AttemptStore,
  KNOWN_ADDRESS_MS,
  LOGIN_LIMIT,
  registrationLimit,
} from '../../plugins/rate-limit';
import {
  createUser,
  endSessions,
  findUserByEmail,
  findUserByGoogleSub,
  isUniqueViolation,
  linkGoogleAccount,
  replacePassword,
} from '../users';
import type { GoogleVerifier } from './google';
import { decoyPasswordHash, verifyPassword } from './passwords';

/** A 429 for a limiter's wait: the minutes in the text, the seconds in retry-after. */
function tooMany(code: 'TOO_MANY_ATTEMPTS' | 'TOO_MANY_REGISTRATIONS', waitMs: number) {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return httpError(code, { params: { count: minutes }, headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) } });
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
  /** Accounts one address may create per hour. */
  registrationsPerHour?: number;
  /** How an attempt on an account under attack waits (tests may hand in their own clock). */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The counters of one sign-in: the address, the address with the account, the account, a known address. */
function signInKeys(email: string, ip: string) {
  return {
    address: `login:ip:${ip}`,
    pair: `login:pair:${ip}:${email}`,
    account: `login:account:${email}`,
    known: `login:known:${email}:${ip}`,
  };
}

export interface Registration {
  name: string;
  email: string;
  password: string;
  birthDate: string;
  /** The language of the request: the account's e-mails are written in it. */
  language?: Language;
}

/**
 * Registration and sign-in: the rules behind /api/auth. Each answers the user
 * to open a session for, or throws the HttpError the client gets.
 */
export function createAuthService({
  db,
  attempts,
  google,
  registrationsPerHour = 30,
  sleep = wait,
}: AuthServiceDependencies) {
  const pairs = new AttemptLimiter(attempts, LOGIN_LIMIT);
  const addresses = new AttemptLimiter(attempts, ADDRESS_LOGIN_LIMIT);
  const registrations = new AttemptLimiter(attempts, registrationLimit(registrationsPerHour));

  /** The limiter must never take sign-in down with it: if its store fails, attempts are not limited. */
  const guarded = async <T>(caller: Caller, work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      caller.log.error({ err: error }, 'sign-in attempt limiter unavailable');
      return fallback;
    }
  };

  /** Creates an account with the role user (at most registrationsPerHour per address). */
  async function register(account: Registration, caller: Caller): Promise<UsersTable> {
    const addressKey = [`register:ip:${caller.ip}`];
    const wait = await guarded(caller, () => registrations.blockedFor(addressKey), 0);
    if (wait > 0) throw tooMany('TOO_MANY_REGISTRATIONS', wait);
    if (await findUserByEmail(db, account.email)) throw httpError('EMAIL_TAKEN');
    let user: UsersTable;
    try {
      user = await createUser(db, { ...account, role: 'user' });
    } catch (error) {
      if (isUniqueViolation(error)) throw httpError('EMAIL_TAKEN');
      throw error;
    }
    await guarded(caller, () => registrations.record(addressKey), undefined);
    return user;
  }

  /**
   * Refuses an address that failed too often (for this account, or for any), and slows an
   * attempt on an account that many addresses failed on, unless this address signed in to
   * it before. Nothing here ever refuses the owner on account of someone else's failures.
   */
  async function admit(email: string, caller: Caller): Promise<void> {
    const keys = signInKeys(email, caller.ip);
    const blocked = await guarded(
      caller,
      async () => Math.max(await pairs.blockedFor([keys.pair]), await addresses.blockedFor([keys.address])),
      0,
    );
    if (blocked > 0) throw tooMany('TOO_MANY_ATTEMPTS', blocked);
    const delay = await guarded(
      caller,
      async () => {
        const failures = (await attempts.get(keys.account)).count;
        if (failures < ACCOUNT_SLOWDOWN.after || (await attempts.get(keys.known)).count > 0) return 0;
        return Math.min(ACCOUNT_SLOWDOWN.maxDelayMs, (failures - ACCOUNT_SLOWDOWN.after + 1) * ACCOUNT_SLOWDOWN.stepMs);
      },
      0,
    );
    if (delay > 0) {
      caller.log.warn({ delayMs: delay }, 'sign-in slowed: the account is under attack');
      await sleep(delay);
    }
  }

  async function recordFailure(email: string, caller: Caller): Promise<void> {
    const keys = signInKeys(email, caller.ip);
    await guarded(
      caller,
      async () => {
        await Promise.all([
          pairs.record([keys.pair]),
          addresses.record([keys.address]),
          attempts.hit(keys.account, ACCOUNT_SLOWDOWN.windowMs),
        ]);
      },
      undefined,
    );
  }

  /** The account's own failures from this address are forgiven, and the address becomes known. */
  async function recordSuccess(email: string, caller: Caller): Promise<void> {
    const keys = signInKeys(email, caller.ip);
    await guarded(
      caller,
      async () => {
        await Promise.all([pairs.clear(keys.pair), attempts.hit(keys.known, KNOWN_ADDRESS_MS)]);
      },
      undefined,
    );
  }

  /**
   * E-mail and password. Failures are limited per address and per address-and-account
   * (LOGIN_LIMIT, ADDRESS_LOGIN_LIMIT); an account under a distributed attack is slowed
   * (ACCOUNT_SLOWDOWN), not locked.
   */
  async function signIn(credentials: { email: string; password: string }, caller: Caller): Promise<UsersTable> {
    const email = credentials.email.toLowerCase();
    await admit(email, caller);
    const user = await findUserByEmail(db, email);
    // Unknown e-mail, an account without a password (Google only) and a wrong password answer
    // alike and take as long: the decoy hash is verified for the timing, and never counts as a match.
    const ok = user?.password_hash
      ? await verifyPassword(user.password_hash, credentials.password)
      : (await verifyPassword(await decoyPasswordHash(), credentials.password)) && false;
    if (!user || !ok) {
      await recordFailure(email, caller);
      throw httpError('WRONG_CREDENTIALS');
    }
    if (user.is_active !== 1) throw httpError('ACCOUNT_INACTIVE');
    await recordSuccess(email, caller);
    return user;
  }

  /**
   * The signed-in user's new password, after the current one (guessing it counts against the
   * same limits as signing in). Every earlier session ends; the caller answers a fresh token.
   */
  async function changePassword(
    user: UsersTable,
    passwords: { currentPassword: string; newPassword: string },
    caller: Caller,
  ): Promise<UsersTable> {
    if (!user.password_hash) throw httpError('NO_PASSWORD');
    await admit(user.email, caller);
    if (!(await verifyPassword(user.password_hash, passwords.currentPassword))) {
      await recordFailure(user.email, caller);
      throw httpError('WRONG_CURRENT_PASSWORD');
    }
    const updated = await replacePassword(db, user, passwords.newPassword);
    // Another change won the race: the password checked is no longer the account's.
    if (!updated) throw httpError('WRONG_CURRENT_PASSWORD');
    return updated;
  }

  /** Ends every session of the user (every token issued so far is refused from now on). */
  async function signOutEverywhere(user: UsersTable): Promise<void> {
    await endSessions(db, user.id);
  }

  /**
   * A verified Google ID token: the account linked to that Google identity, else the
   * account with its e-mail (linked now), else a new account.
   */
  async function signInWithGoogle(credential: string, caller: Caller): Promise<UsersTable> {
    if (!google) throw httpError('GOOGLE_NOT_CONFIGURED');
    const result = await google.verify(credential);
    if (!result.ok) {
      caller.log.info({ reason: result.reason }, 'Google sign-in refused');
      throw httpError('GOOGLE_FAILED');
    }
    const { sub, email, name } = result.identity;
    let user = (await findUserByGoogleSub(db, sub)) ?? (await findUserByEmail(db, email));
    if (user && user.google_sub === null)
      user = (await linkGoogleAccount(db, user.id, sub)) ?? (await findUserByGoogleSub(db, sub));
    if (user && user.google_sub !== sub) {
      // The e-mail belongs to an account linked to another Google identity.
      caller.log.warn({ userId: user.id }, 'Google sign-in for an e-mail linked to another Google account');
      throw httpError('GOOGLE_FAILED');
    }
    if (!user) {
      try {
        user = await createUser(db, { name, email, role: 'user', googleSub: sub });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Two first sign-ins raced; the other one created the account.
        user = await findUserByGoogleSub(db, sub);
        if (!user) throw httpError('GOOGLE_FAILED');
      }
    }
    if (user.is_active !== 1) throw httpError('ACCOUNT_INACTIVE');
    return user;
  }

  return { register, signIn, signInWithGoogle, changePassword, signOutEverywhere };
}

export type AuthService = ReturnType<typeof createAuthService>;
