import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { type Language, PASSWORD_RESET_MINUTES, PASSWORD_RESET_PATH } from '@shop/domain';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import { httpError } from '../../errors';
import {
  ADDRESS_LOGIN_LIMIT,
  AttemptLimiter,
  type AttemptStore,
  RESET_ADDRESS_LIMIT,
  RESET_EMAIL_LIMIT,
} from '../../plugins/rate-limit';
import { enqueueMail, renderPasswordResetMail } from '../mail';
import { findUserByEmail } from '../users';
import { hashPassword } from './passwords';
import type { Caller } from './service';

/** The token's SHA-256: all the database keeps of it (a leaked table opens no account). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface PasswordResetDependencies {
  db: Db;
  attempts: AttemptStore;
  now: () => Date;
  /** Called once a mail is committed to the outbox (the worker sends it at once). */
  mailQueued: () => void;
}

export interface ResetRequestContext extends Caller {
  language: Language;
  /** Where the shop is reached: the link of the mail starts with it. */
  baseUrl: string;
}

/**
 * A forgotten password. Asking answers the same, as fast, whether or not the e-mail has an
 * account: the limits are counted and a token made alike, and the account is looked up and the
 * mail written only after the answer has gone. The mail's link carries a random token (256
 * bits); the database keeps its hash, its expiry and when it was used. Setting the password
 * with it ends every session of the account and every other link.
 */
export function createPasswordResets({ db, attempts, now, mailQueued }: PasswordResetDependencies) {
  const perEmail = new AttemptLimiter(attempts, RESET_EMAIL_LIMIT);
  const perAddress = new AttemptLimiter(attempts, RESET_ADDRESS_LIMIT);
  const failedConfirms = new AttemptLimiter(attempts, ADDRESS_LOGIN_LIMIT);
  const inFlight = new Set<Promise<void>>();

  const guarded = async <T>(caller: Caller, work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      caller.log.error({ err: error }, 'password-reset limiter unavailable');
      return fallback;
    }
  };

  const tooMany = (waitMs: number) =>
    httpError('TOO_MANY_RESET_REQUESTS', {
      params: { count: Math.max(1, Math.ceil(waitMs / 60_000)) },
      headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) },
    });

  /** After the answer: the link and its mail, in one transaction, when the e-mail has an active account. */
  async function issue(email: string, token: string, context: ResetRequestContext): Promise<void> {
    const user = await findUserByEmail(db, email);
    if (!user || user.is_active !== 1) return;
    const at = now();
    const link = `${context.baseUrl}${PASSWORD_RESET_PATH}?token=${encodeURIComponent(token)}`;
    const mail = renderPasswordResetMail({ name: user.name, link, minutes: PASSWORD_RESET_MINUTES }, context.language);
    await db.transaction(async (trx) => {
      await trx
        .insertInto('password_resets')
        .values({
          token_hash: tokenHash(token),
          user_id: user.id,
          expires_at: new Date(at.getTime() + PASSWORD_RESET_MINUTES * 60_000).toISOString(),
          used_at: null,
          created_at: at.toISOString(),
        })
        .execute();
      await enqueueMail(trx, { kind: 'password-reset', to: user.email, language: context.language, ...mail }, at);
    });
    mailQueued();
  }

  /** Counts the request against the e-mail's and the address's limits (429 past them), then answers at once. */
  async function request(email: string, context: ResetRequestContext): Promise<void> {
    const keys = { email: [`reset:email:${email}`], address: [`reset:ip:${context.ip}`] };
    const wait = await guarded(
      context,
      async () => Math.max(await perEmail.blockedFor(keys.email), await perAddress.blockedFor(keys.address)),
      0,
    );
    if (wait > 0) throw tooMany(wait);
    await guarded(
      context,
      async () => {
        await Promise.all([perEmail.record(keys.email), perAddress.record(keys.address)]);
      },
      undefined,
    );
    const token = randomBytes(32).toString('base64url');
    const work: Promise<void> = issue(email, token, context)
      .catch((err: unknown) => context.log.error({ err }, 'could not issue a password-reset link'))
      .finally(() => inFlight.delete(work));
    inFlight.add(work);
  }

  /**
   * The new password for the link's token: refused (400 RESET_LINK_INVALID) when the token is
   * unknown, altered, used or expired. The token is checked before the password is hashed, then
   * used with one conditional UPDATE in the transaction that sets the password, so of two
   * confirmations racing one wins. Failures count against the address like failed sign-ins.
   */
  async function confirm(token: string, password: string, caller: Caller): Promise<UsersTable> {
    const addressKey = [`reset-confirm:ip:${caller.ip}`];
    const blocked = await guarded(caller, () => failedConfirms.blockedFor(addressKey), 0);
    if (blocked > 0) throw tooMany(blocked);
    const refuse = async () => {
      await guarded(caller, () => failedConfirms.record(addressKey), undefined);
      return httpError('RESET_LINK_INVALID');
    };
    const hash = tokenHash(token);
    const at = now().toISOString();
    const usable = await db.kysely
      .selectFrom('password_resets')
      .select('user_id')
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    if (!usable) throw await refuse();
    const passwordHash = await hashPassword(password);
    const user = await db.transaction(async (trx) => {
      const used = await trx
        .updateTable('password_resets')
        .set({ used_at: at })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning('user_id')
        .executeTakeFirst();
      if (!used) return undefined;
      const updated = await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, token_version: sql<number>`token_version + 1`, updated_at: at })
        .where('id', '=', used.user_id)
        .where('is_active', '=', 1)
        .returningAll()
        .executeTakeFirst();
      if (!updated) return undefined;
      // Every other link of the account ends with this one.
      await trx
        .updateTable('password_resets')
        .set({ used_at: at })
        .where('user_id', '=', used.user_id)
        .where('used_at', 'is', null)
        .execute();
      return updated;
    });
    if (!user) throw await refuse();
    return user;
  }

  /** Waits for the links still being issued (a clean shutdown; tests). */
  async function settled(): Promise<void> {
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  }

  return { request, confirm, settled };
}

export type PasswordResets = ReturnType<typeof createPasswordResets>;
