import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/modules/users/service';
import { MemoryAttemptStore, RedisAttemptStore } from '../src/plugins/rate-limit';
import { createTestContext, type TestContext } from './context';

/**
 * Failed sign-ins are limited per e-mail and per client address: 10 failures in
 * 15 minutes, then 429 with the minutes to wait. Counters in memory, or in Redis
 * when REDIS_URL is set (Redis runs at 127.0.0.1:6379 here and in CI).
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'Limite12!';

const stores = [
  ['memory', {}],
  ['Redis', { REDIS_URL }],
] as const;

for (const [store, env] of stores) {
  describe(`failed sign-in limiting (${store})`, () => {
    let ctx: TestContext;
    let email: string;
    let email2: string;
    const login = (payload: object, remoteAddress: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

    beforeAll(async () => {
      ctx = await createTestContext({ seed: false, env });
      // Unique e-mails and addresses: Redis counters outlive the test and are shared by parallel runs.
      const tag = randomUUID().slice(0, 8);
      email = `limite-${tag}@tienda.test`;
      email2 = `limite2-${tag}@tienda.test`;
      await createUser(ctx.db, { name: 'Límite', email, password: PASSWORD });
      await createUser(ctx.db, { name: 'Límite 2', email: email2, password: PASSWORD });
    });
    afterAll(async () => ctx?.close());

    const ip = () =>
      `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

    it('blocks an e-mail after 10 failures, even with the right password and from other addresses', async () => {
      for (let i = 0; i < 10; i += 1) {
        const response = await login({ email, password: 'Wrong123!' }, ip());
        expect(response.statusCode).toBe(401);
      }
      const blocked = await login({ email: email.toUpperCase(), password: PASSWORD }, ip());
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        message: 'Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en 15 minutos',
        code: 'TOO_MANY_ATTEMPTS',
        params: { count: 15 },
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    });

    it('blocks an address after 10 failures, for any e-mail', async () => {
      const address = ip();
      for (let i = 0; i < 10; i += 1) {
        expect(
          (await login({ email: `nadie${i}-${randomUUID()}@tienda.test`, password: 'Wrong123!' }, address)).statusCode,
        ).toBe(401);
      }
      expect((await login({ email: email2, password: PASSWORD }, address)).statusCode).toBe(429);
      // the same account from elsewhere is fine
      expect((await login({ email: email2, password: PASSWORD }, ip())).statusCode).toBe(200);
    });

    it('a successful sign-in clears the e-mail counter', async () => {
      for (let i = 0; i < 9; i += 1)
        expect((await login({ email: email2, password: 'Wrong123!' }, ip())).statusCode).toBe(401);
      expect((await login({ email: email2, password: PASSWORD }, ip())).statusCode).toBe(200);
      for (let i = 0; i < 9; i += 1)
        expect((await login({ email: email2, password: 'Wrong123!' }, ip())).statusCode).toBe(401);
      expect((await login({ email: email2, password: PASSWORD }, ip())).statusCode).toBe(200);
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
      const address = ip();
      for (let i = 0; i < 12; i += 1) expect((await login({ email: '', password: '' }, address)).statusCode).toBe(400);
      expect((await login({ email: email2, password: PASSWORD }, address)).statusCode).toBe(200);
    });
  });
}

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
    // Addresses of this run only: Redis keeps counters across runs for 15 minutes.
    const net = `10.${200 + Math.floor(Math.random() * 50)}.${Math.floor(Math.random() * 250)}`;
    const one = await createTestContext({ seed: false, env: { REDIS_URL } });
    const two = await createTestContext({ seed: false, env: { REDIS_URL } });
    try {
      for (let i = 0; i < 10; i += 1) {
        const app = i % 2 === 0 ? one.app : two.app;
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'Wrong123!' },
          remoteAddress: `${net}.${i + 1}`,
        });
      }
      const blocked = await two.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Wrong123!' },
        remoteAddress: `${net}.200`,
      });
      expect(blocked.statusCode).toBe(429);
      const separate = await createTestContext({ seed: false });
      try {
        const inMemory = await separate.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'Wrong123!' },
          remoteAddress: `${net}.201`,
        });
        expect(inMemory.statusCode).toBe(401);
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
