import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/modules/users/service';
import { createTestContext, loginAs, testDialect, type TestContext } from './context';
import { outboxRows } from './mail-helpers';

/**
 * A forgotten password (issue 22): the request answers alike for any e-mail, the mail's link
 * works once and for 30 minutes, setting the password ends every session, and requests are
 * limited per e-mail and per address. The clock is fixed: the app's `now` is this file's.
 */

let ctx: TestContext;
let clock = new Date('2026-11-20T15:00:00.000Z');
let ipCount = 0;
const nextIp = () => `203.0.113.${++ipCount}`;
const PASSWORD = 'Viej0!pass';

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, now: () => clock });
}, 60_000);
afterAll(async () => ctx?.close());

let userCount = 0;
async function newAccount(name = 'Dana') {
  userCount += 1;
  const email = `olvido${userCount}@tienda.test`;
  const user = await createUser(ctx.db, { name, email, password: PASSWORD, role: 'user' });
  return { id: user.id, email };
}

const ask = (
  email: string,
  { ip = nextIp(), language = 'es', host }: { ip?: string; language?: string; host?: string } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    remoteAddress: ip,
    headers: { 'accept-language': language, ...(host ? { host } : {}) },
    payload: { email },
  });

const confirm = (token: string, password: string, language = 'es', ip = nextIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    remoteAddress: ip,
    headers: { 'accept-language': language },
    payload: { token, password },
  });

/** The link of the newest reset mail to `email`, once the request's work after the answer is done. */
async function linkFor(email: string): Promise<string> {
  await ctx.app.passwordResets.settled();
  const rows = (await outboxRows(ctx)).filter((row) => row.to_address === email && row.kind === 'password-reset');
  const match = /(\S+\/restablecer\?token=\S+)/.exec(rows.at(-1)?.text_body ?? '');
  if (!match) throw new Error(`no reset mail for ${email}`);
  return match[1]!;
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe(`POST /api/auth/password-reset (${testDialect})`, () => {
  it('answers 202 with the same body for an account and for an unknown e-mail; only the account gets a mail', async () => {
    const account = await newAccount();
    const before = (await outboxRows(ctx)).length;
    const known = await ask(account.email.toUpperCase());
    const unknown = await ask('nadie@tienda.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toMatch(/^Si hay una cuenta con ese e-mail, te enviamos un enlace/);
    const headers = (response: typeof known) =>
      Object.keys(response.headers)
        .filter((name) => !['date', 'x-request-id'].includes(name))
        .map((name) => `${name}: ${String(response.headers[name])}`);
    expect(headers(known)).toEqual(headers(unknown));
    await ctx.app.passwordResets.settled();
    const rows = (await outboxRows(ctx)).slice(before);
    expect(rows.map((row) => [row.kind, row.to_address, row.language])).toEqual([
      ['password-reset', account.email, 'es'],
    ]);
    expect(rows[0]!.subject).toBe('Restablece tu contraseña de TechStore');
    expect(rows[0]!.html_body).not.toMatch(/<img|<script|src=/i);
  });

  // An account is found, and its link and mail written, only after the answer has gone: an unknown
  // e-mail's answer takes as long as an account's. Shown where it can be made plain: on PostgreSQL
  // a second connection holds the table the link goes into, and the account's answer does not wait
  // for it. (On SQLite both paths differ by about a millisecond; a timing comparison there could not
  // tell an answer that waited from one that did not, and failed now and then on a busy machine.)
  it.runIf(testDialect === 'postgres')(
    "answers an account's e-mail before its link is written: a locked table does not hold the answer",
    async () => {
      const account = await newAccount();
      const after = (ms: number) => new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), ms));
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding = () => {};
      const held = new Promise<void>((resolve) => (holding = resolve));
      const holder = ctx.db.kysely.transaction().execute(async (trx) => {
        await sql`lock table password_resets in access exclusive mode`.execute(trx);
        holding();
        await released;
      });
      try {
        await held;
        const answered = await Promise.race([ask(account.email), after(5_000)]);
        expect(answered === 'waited' ? answered : answered.statusCode).toBe(202);
        // The link is still waiting for the table.
        expect(await Promise.race([ctx.app.passwordResets.settled().then(() => 'written' as const), after(300)])).toBe(
          'waited',
        );
        release();
        await ctx.app.passwordResets.settled();
        const rows = (await outboxRows(ctx)).filter((row) => row.to_address === account.email);
        expect(rows.map((row) => row.kind)).toEqual(['password-reset']);
      } finally {
        release();
        await holder;
      }
    },
  );

  it("keeps only the token's hash, links to /restablecer on the request's origin (or PUBLIC_BASE_URL), in the request's language", async () => {
    const account = await newAccount('Eva');
    await ask(account.email, { language: 'en', host: 'shop.example.test:8080' });
    const link = await linkFor(account.email);
    expect(link).toMatch(/^http:\/\/shop\.example\.test:8080\/restablecer\?token=[\w-]{43}$/);
    const token = tokenOf(link);
    const stored = await ctx.db.kysely
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', account.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]!.expires_at).toBe('2026-11-20T15:30:00.000Z');
    const mail = (await outboxRows(ctx)).filter((row) => row.to_address === account.email).at(-1)!;
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('Reset your TechStore password');
    expect(mail.text_body).toContain('Hi Eva,');
    expect(mail.text_body).toContain('It expires in 30 minutes and works once.');
  });

  it("refuses a malformed e-mail with a 400 naming the field in the caller's language", async () => {
    const response = await ask('no-es-un-mail', { language: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'body.email' }] });
    expect(response.json().details[0].message).toMatch(/e-?mail/i);
  });
});

describe(`POST /api/auth/password-reset/confirm (${testDialect})`, () => {
  it('sets the new password under the registration rules and ends every earlier session', async () => {
    const account = await newAccount();
    const oldSession = await loginAs(ctx.app, { email: account.email, password: PASSWORD });
    await ask(account.email);
    const token = tokenOf(await linkFor(account.email));

    const weak = await confirm(token, 'corta', 'en');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details[0].message).toBe('The password must be at least 8 characters long');

    const done = await confirm(token, 'Nuev0!pass');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(/^Listo: tu contraseña cambió/);

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${oldSession}` },
    });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('SESSION_ENDED');
    const oldPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      payload: { email: account.email, password: PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    await loginAs(ctx.app, { email: account.email, password: 'Nuev0!pass' });
  });

  it("refuses a reused, an altered and an expired token with 400 RESET_LINK_INVALID in the caller's language, changing nothing", async () => {
    const account = await newAccount();
    await ask(account.email);
    const used = tokenOf(await linkFor(account.email));
    expect((await confirm(used, 'Otra1!pass')).statusCode).toBe(200);
    const reused = await confirm(used, 'Otra2!pass', 'en');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: 'RESET_LINK_INVALID',
      message:
        'This password-reset link does not work: it was already used, it expired or it is incomplete. Ask for a new one',
    });

    await ask(account.email);
    const fresh = tokenOf(await linkFor(account.email));
    const altered = `${fresh.slice(0, -1)}${fresh.endsWith('A') ? 'B' : 'A'}`;
    const refused = await confirm(altered, 'Otra3!pass', 'es');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
    expect(refused.json().message).toMatch(/^Este enlace para restablecer la contraseña no sirve/);

    const hashBefore = (
      await ctx.db.kysely
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow()
    ).password_hash;
    const askedAt = clock;
    try {
      clock = new Date(askedAt.getTime() + 30 * 60_000);
      const expired = await confirm(fresh, 'Otra4!pass', 'en');
      expect(expired.statusCode).toBe(400);
      expect(expired.json().code).toBe('RESET_LINK_INVALID');
      const hashAfter = (
        await ctx.db.kysely
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', account.id)
          .executeTakeFirstOrThrow()
      ).password_hash;
      expect(hashAfter).toBe(hashBefore);
      clock = new Date(askedAt.getTime() + 30 * 60_000 - 1);
      expect((await confirm(fresh, 'Otra5!pass')).statusCode).toBe(200);
    } finally {
      clock = askedAt;
    }
  });

  it('ends the other links of the account when one is used', async () => {
    const account = await newAccount();
    await ask(account.email);
    const first = tokenOf(await linkFor(account.email));
    await ask(account.email);
    const second = tokenOf(await linkFor(account.email));
    expect(first).not.toBe(second);
    expect((await confirm(second, 'Segund0!pass')).statusCode).toBe(200);
    expect((await confirm(first, 'Primer0!pass')).json().code).toBe('RESET_LINK_INVALID');
  });
});

describe(`password-reset limits (${testDialect})`, () => {
  it("allows 5 requests an hour per e-mail (account or not), from any addresses, then 429 in the caller's language", async () => {
    const account = await newAccount();
    for (const email of [account.email, 'fantasma@tienda.test']) {
      for (let n = 0; n < 5; n++) expect((await ask(email)).statusCode).toBe(202);
      const refused = await ask(email, { language: 'en' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'TOO_MANY_RESET_REQUESTS',
        message: 'Too many links were asked for. Try again in 60 minutes',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    }
    await ctx.app.passwordResets.settled();
    const mails = (await outboxRows(ctx)).filter((row) => row.to_address === account.email);
    expect(mails).toHaveLength(5);
  });

  it('allows 20 requests an hour from one address, whatever the e-mails', async () => {
    const ip = '198.51.100.7';
    for (let n = 0; n < 20; n++) expect((await ask(`muchos${n}@tienda.test`, { ip })).statusCode).toBe(202);
    const refused = await ask('otro@tienda.test', { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Se pidieron demasiados enlaces. Inténtalo de nuevo en 60 minutos');
    expect((await ask('otro@tienda.test', { ip: '198.51.100.8' })).statusCode).toBe(202);
  });
});
