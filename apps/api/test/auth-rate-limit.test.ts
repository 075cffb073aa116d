import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/modules/users/service';
import { MemoryAttemptStore, RedisAttemptStore } from '../src/plugins/rate-limit';
import { createTestContext, type TestContext } from './context';

/**
 * Failed sign-ins are limited per address and per address-and-account: 10 failures of one
 * address for one account, or 20 of one address for any, in 15 minutes, then 429 with the
 * minutes to wait, for that address only. An account many addresses failed on is slowed,
 * never locked: its owner still signs in. Counters in memory, or in Redis when REDIS_URL is
 * set (Redis runs at 127.0.0.1:6379 here and in CI).
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'Limite12!';

const stores = [
  ['memory', {}],
  ['Redis', { REDIS_URL }],
] as const;

/** An address of this run only: Redis keeps counters across runs for 15 minutes. */
const ip = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

for (const [store, env] of stores) {
  describe(`failed sign-in limiting (${store})`, () => {
    let ctx: TestContext;
    const login = (payload: object, remoteAddress: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });
    /** A fresh account per test, so one test's failures never slow another's. */
    const account = async () => {
      const email = `limite-${randomUUID().slice(0, 8)}@tienda.test`;
      await createUser(ctx.db, { name: 'Límite', email, password: PASSWORD });
      return email;
    };
    const timed = async (work: () => Promise<{ statusCode: number }>) => {
      const started = performance.now();
      const { statusCode } = await work();
      return { statusCode, ms: performance.now() - started };
    };

    beforeAll(async () => {
      ctx = await createTestContext({ seed: false, env });
    });
    afterAll(async () => ctx?.close());

    it('a stranger failing from many addresses never locks the owner out: the account is slowed, not blocked', async () => {
      const email = await account();
      const home = ip();
      expect((await login({ email, password: PASSWORD }, home)).statusCode).toBe(200);
      // Addresses A..L, one failure each: 12 failures for the account, none of them blocked.
      for (let i = 0; i < 12; i += 1)
        expect((await login({ email, password: 'Wrong123!' }, ip())).statusCode).toBe(401);
      // The owner from an address that never failed: the right password signs in, after the slowdown
      // (3 failures past the threshold × 250 ms).
      const owner = await timed(() => login({ email: email.toUpperCase(), password: PASSWORD }, ip()));
      expect(owner.statusCode).toBe(200);
      expect(owner.ms).toBeGreaterThanOrEqual(740);
      // A wrong password from a new address waits as long: the delay tells nothing about the password.
      const stranger = await timed(() => login({ email, password: 'Wrong123!' }, ip()));
      expect(stranger.statusCode).toBe(401);
      expect(stranger.ms).toBeGreaterThanOrEqual(740);
      // From the address the owner signed in from before, no wait at all.
      const known = await timed(() => login({ email, password: PASSWORD }, home));
      expect(known.statusCode).toBe(200);
      expect(known.ms).toBeLessThan(owner.ms);
    });

    it('blocks an address after 10 failures for one account, for that account and address only', async () => {
      const email = await account();
      const attacker = ip();
      for (let i = 0; i < 10; i += 1)
        expect((await login({ email, password: 'Wrong123!' }, attacker)).statusCode).toBe(401);
      const blocked = await login({ email, password: PASSWORD }, attacker);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        message: 'Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en 15 minutos',
        code: 'TOO_MANY_ATTEMPTS',
        params: { count: 15 },
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      // The owner elsewhere, and another account from the same address, are not refused.
      expect((await login({ email, password: PASSWORD }, ip())).statusCode).toBe(200);
      expect((await login({ email: await account(), password: PASSWORD }, attacker)).statusCode).toBe(200);
    });

    it('blocks an address after 20 failures, for any e-mail', async () => {
      const email = await account();
      const address = ip();
      for (let i = 0; i < 20; i += 1) {
        expect(
          (await login({ email: `nadie${i}-${randomUUID()}@tienda.test`, password: 'Wrong123!' }, address)).statusCode,
        ).toBe(401);
      }
      expect((await login({ email, password: PASSWORD }, address)).statusCode).toBe(429);
      // the same account from elsewhere is fine
      expect((await login({ email, password: PASSWORD }, ip())).statusCode).toBe(200);
    });

    it("a successful sign-in clears the address's failures for that account", async () => {
      const email = await account();
      const address = ip();
      for (let round = 0; round < 2; round += 1) {
        for (let i = 0; i < 9; i += 1)
          expect((await login({ email, password: 'Wrong123!' }, address)).statusCode).toBe(401);
        expect((await login({ email, password: PASSWORD }, address)).statusCode).toBe(200);
      }
    });

    it('limits accounts created per address to 30 an hour', async () => {
      const address = ip();
      const register = (n: number) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: address,
          payload: {
            name: 'Cuenta',
            email: `cuenta${n}-${randomUUID()}@tienda.test`,
            password: PASSWORD,
            birthDate: '1990-01-01',
          },
        });
      const statuses = await Promise.all(Array.from({ length: 30 }, (_, n) => register(n)));
      expect(statuses.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
      const refused = await register(31);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: 'Se han creado demasiadas cuentas desde esta dirección. Inténtalo de nuevo en 60 minutos',
        code: 'TOO_MANY_REGISTRATIONS',
        params: { count: 60 },
      });
      const elsewhere = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: ip(),
        payload: {
          name: 'Cuenta',
          email: `otra-${randomUUID()}@tienda.test`,
          password: PASSWORD,
          birthDate: '1990-01-01',
        },
      });
      expect(elsewhere.statusCode).toBe(201);
    });

    it('validation errors are not counted as failures', async () => {
      const email = await account();
      const address = ip();
      for (let i = 0; i < 25; i += 1) expect((await login({ email: '', password: '' }, address)).statusCode).toBe(400);
      expect((await login({ email, password: PASSWORD }, address)).statusCode).toBe(200);
    });
  });
}

describe('the client address the limits count by (TRUST_PROXY)', () => {
  const SETTINGS = {
    off: { NODE_ENV: 'production' },
    hops: { TRUST_PROXY: '1' },
    list: { TRUST_PROXY: '10.250.0.0/16, 192.0.2.1' },
  };
  const apps = {} as Record<keyof typeof SETTINGS, TestContext>;
  beforeAll(async () => {
    for (const [name, env] of Object.entries(SETTINGS))
      apps[name as keyof typeof SETTINGS] = await createTestContext({ seed: false, env });
  });
  afterAll(async () => {
    for (const ctx of Object.values(apps)) await ctx.close();
  });

  /** The statuses of `count` failed sign-ins for unknown e-mails, each with its own X-Forwarded-For. */
  const failures = async (
    ctx: TestContext,
    count: number,
    request: { remoteAddress: string; forwarded: () => string },
  ) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `nadie-${randomUUID()}@tienda.test`, password: 'Wrong123!' },
        remoteAddress: request.remoteAddress,
        headers: { 'x-forwarded-for': request.forwarded() },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };
  const refusedAfter20 = [...Array(20).fill(401), 429];

  it('off by default, in production too: a new X-Forwarded-For on every request does not escape the per-address limit', async () => {
    expect(await failures(apps.off, 21, { remoteAddress: ip(), forwarded: ip })).toEqual(refusedAfter20);
  });

  it("with TRUST_PROXY=1 the proxy's X-Forwarded-For names the client", async () => {
    const proxy = ip();
    // Many clients behind one proxy: none is refused for the others' failures.
    expect(await failures(apps.hops, 25, { remoteAddress: proxy, forwarded: ip })).toEqual(Array(25).fill(401));
    // One client, whatever it claims further down the header, is counted as itself.
    const client = ip();
    expect(await failures(apps.hops, 21, { remoteAddress: proxy, forwarded: () => `${ip()}, ${client}` })).toEqual(
      refusedAfter20,
    );
  });

  it('with a list of proxies, only they are believed', async () => {
    expect(await failures(apps.list, 25, { remoteAddress: '10.250.3.4', forwarded: ip })).toEqual(Array(25).fill(401));
    expect(await failures(apps.list, 21, { remoteAddress: ip(), forwarded: ip })).toEqual(refusedAfter20);
  });
});

describe('attempt stores', () => {
  it('memory: the window starts at the first failure and ends after windowMs', async () => {
    let now = 1_000_000;
    const memory = new MemoryAttemptStore(() => now);
    expect(await memory.hit('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 59_000;
    expect(await memory.hit('k', 60_000)).toEqual({ count: 2, resetInMs: 1_000 });
    now += 1_000;
    expect(await memory.get('k')).toEqual({ count: 0, resetInMs: 0 });
    expect(await memory.hit('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('Redis: counts atomically under concurrency and expires the key', async () => {
    const prefix = `test:${randomUUID()}:`;
    const store = new RedisAttemptStore(REDIS_URL, prefix);
    const raw = new Redis(REDIS_URL);
    try {
      await Promise.all(Array.from({ length: 25 }, () => store.hit('k', 2_000)));
      const { count, resetInMs } = await store.get('k');
      expect(count).toBe(25);
      expect(resetInMs).toBeGreaterThan(0);
      expect(resetInMs).toBeLessThanOrEqual(2_000);
      expect(await raw.pttl(`${prefix}k`)).toBeGreaterThan(0);
      await store.reset('k');
      expect(await raw.exists(`${prefix}k`)).toBe(0);
    } finally {
      await store.close();
      raw.disconnect();
    }
  });

  it('Redis: two API processes share the counters', async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `compartido-${tag}@tienda.test`;
    const address = ip();
    const one = await createTestContext({ seed: false, env: { REDIS_URL } });
    const two = await createTestContext({ seed: false, env: { REDIS_URL } });
    const attempt = (app: TestContext['app']) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Wrong123!' },
        remoteAddress: address,
      });
    try {
      for (let i = 0; i < 10; i += 1) expect((await attempt(i % 2 === 0 ? one.app : two.app)).statusCode).toBe(401);
      expect((await attempt(two.app)).statusCode).toBe(429);
      expect((await attempt(one.app)).statusCode).toBe(429);
      const separate = await createTestContext({ seed: false });
      try {
        expect((await attempt(separate.app)).statusCode).toBe(401);
      } finally {
        await separate.close();
      }
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('sign-in still works when Redis cannot be reached (the limiter fails open)', async () => {
    const ctx = await createTestContext({ seed: false, env: { REDIS_URL: 'redis://127.0.0.1:9' } });
    try {
      await createUser(ctx.db, { name: 'Sin Redis', email: 'sinredis@tienda.test', password: PASSWORD });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'sinredis@tienda.test', password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
