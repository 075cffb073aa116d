import { createHash, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERRORS, isApiErrorCode } from '@shop/domain';
import { TokenService } from '../src/modules/auth/tokens';
import { createUser } from '../src/modules/users/service';
import { DEMO, SUPERADMIN, createTestContext, loginAs, testDialect, type TestContext } from './context';

/**
 * Random malformed requests to every route the server declares: bad JSON, wrong types, control
 * characters, deep nesting, huge and absurd values, forged tokens, random methods and paths.
 * No answer may be a 5xx, every refusal must be the API's error body, and no refused request
 * may change a row of any table. The generator is seeded (FUZZ_SEED replays a run; by default
 * the seed changes daily), and every failure names the seed and the request.
 */

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Date.now() / 86_400_000));

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof generator>;

let ctx: TestContext;
const tokens: Record<string, string> = {};
let productIds: string[] = [];
let userIds: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  tokens.admin = await loginAs(ctx.app, DEMO);
  tokens.superadmin = await loginAs(ctx.app, SUPERADMIN);
  const user = await createUser(ctx.db, { name: 'Cliente', email: 'fuzz@tienda.test', password: 'Cliente1!' });
  tokens.user = await loginAs(ctx.app, { email: 'fuzz@tienda.test', password: 'Cliente1!' });
  const real = new TokenService(ctx.config.jwtSecret, '7d');
  // Signed with the real secret, for a user that does not exist.
  tokens.ghost = await real.sign({ id: randomUUID(), token_version: 0 });
  const foreign = new TextEncoder().encode('a-secret-that-is-not-the-servers-0123456789');
  tokens.foreign = await new SignJWT({ role: 'superadmin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setExpirationTime('1h')
    .sign(foreign);
  const secret = new TextEncoder().encode(ctx.config.jwtSecret);
  tokens.expired = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(secret);
  const unsigned = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64url');
  tokens.none = `${unsigned({ alg: 'none' })}.${unsigned({ sub: user.id, role: 'superadmin' })}.`;
  productIds = (await ctx.db.kysely.selectFrom('products').select('id').execute()).map((row) => row.id);
  userIds = (await ctx.db.kysely.selectFrom('users').select('id').execute()).map((row) => row.id);
}, 60_000);
afterAll(async () => ctx?.close());

/** The shop's own tables: SQLite's search index and its shadow tables are derived from products by triggers. */
async function shopTables(): Promise<string[]> {
  const { rows } =
    testDialect === 'sqlite'
      ? await sql<{ name: string }>`select name from pragma_table_list
          where schema = 'main' and type = 'table' and name not like 'sqlite_%'`.execute(ctx.db.kysely)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = ${ctx.db.pgSchema} and table_type = 'BASE TABLE'`.execute(ctx.db.kysely);
  return rows.map((row) => row.name).sort();
}

/** Every row of every table, a hash per table: what a refused request must leave as it was. */
async function snapshot(tables: string[]): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  if (testDialect === 'postgres') {
    // Hashed by the server in one round trip: the rows never cross the wire.
    const perTable = tables.map(
      (table) =>
        sql<{ name: string; hash: string }>`select ${table} as name,
          md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.table(table)} t`,
    );
    const { rows } = await sql<{ name: string; hash: string }>`${sql.join(perTable, sql` union all `)}`.execute(
      ctx.db.kysely,
    );
    for (const row of rows) hashes.set(row.name, row.hash);
    return hashes;
  }
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(ctx.db.kysely);
    const hash = createHash('sha1');
    for (const row of rows.map((r) => JSON.stringify(r)).sort()) hash.update(row);
    hashes.set(table, hash.digest('hex'));
  }
  return hashes;
}

const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([table, hash]) => before.get(table) !== hash).map(([table]) => table);

// ---- The ingredients of a malformed request -------------------------------------------------

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u2028', '\ufeff', '\r\n'];
const STRANGE_TEXT = ['', ' ', '\u0000', 'null', 'undefined', '💥'.repeat(50), '\ud800', '%00', '../../etc/passwd'];
const NUMBERS = [-1, 0, -0, 0.5, 1e308, -1e308, 2 ** 53 + 1, 1e-320, 123456789012345, 3.14159];

function text(random: Random, maxLength = 300): string {
  switch (random.int(6)) {
    case 0:
      return random.pick(STRANGE_TEXT);
    case 1:
      return 'x'.repeat(random.pick([101, 201, 255, 1001, 5001, 70_000]));
    case 2:
      return Array.from({ length: 1 + random.int(20) }, () => random.pick(CONTROL) + 'a').join('');
    case 3:
      return String.fromCharCode(...Array.from({ length: 1 + random.int(40) }, () => random.int(0x3000)));
    case 4:
      return random.pick([
        '<script>alert(1)</script>',
        "' OR 1=1 --",
        '${7*7}',
        '{{7*7}}',
        '%s%n',
        'DROP TABLE users;',
      ]);
    default:
      return `ok-${random.int(1e6)}`.slice(0, maxLength);
  }
}

function absurdValue(random: Random, depth = 0): unknown {
  switch (random.int(depth > 2 ? 6 : 9)) {
    case 0:
      return text(random);
    case 1:
      return random.pick(NUMBERS);
    case 2:
      return random.pick([true, false, null]);
    case 3:
      return random.pick(['1e400', 'NaN', '-5', '12abc', '']);
    case 4:
      return random.pick(['LAPTOPS', 'laptops', 'Laptops ', 'USD', 'XXX', 'superadmin', 'admin', 'CONFIGURABLE']);
    case 5:
      return random.pick(productIds.concat(userIds, [randomUUID(), 'not-an-id']));
    case 6:
      return Array.from({ length: random.pick([0, 1, 3, 8, 60]) }, () => absurdValue(random, depth + 1));
    case 7:
      return Object.fromEntries(
        Array.from({ length: random.pick([0, 1, 4, 60]) }, (_, i) => [
          random.chance(0.1) ? '__proto__' : `k${i}`,
          absurdValue(random, depth + 1),
        ]),
      );
    default:
      return { category: text(random), name: text(random), price: random.pick(NUMBERS) };
  }
}

/** A plausible body for the route, which the fuzzer then breaks in one or more places. */
function plausibleBody(random: Random, method: string, url: string): Record<string, unknown> {
  if (url.includes('/login')) return { email: random.pick([DEMO.email, 'nadie@tienda.test']), password: text(random) };
  if (url.includes('/register'))
    return {
      name: 'Fuzz',
      email: `fuzz${random.int(1e9)}@tienda.test`,
      password: 'Segura1!x',
      confirmPassword: 'Segura1!x',
      birthDate: '1990-01-01',
    };
  if (url.includes('google')) return { credential: text(random) };
  if (url.includes('update-role')) return { userId: random.pick(userIds), newRole: random.pick(['user', 'admin']) };
  if (url.includes('toggle-status')) return { userId: random.pick(userIds) };
  if (url.includes('/products') && (method === 'POST' || method === 'PUT'))
    return {
      name: 'Fuzz',
      basePrice: 10,
      category: 'Accesorios',
      images: ['/uploads/fuzz/a.webp'],
      features: { ram: { selectedComponent: { category: 'RAM', name: '8 GB' } } },
      models: [{ name: 'M' }],
      defaultConfiguration: { ram: 'x' },
      specifications: { peso: '1 kg' },
    };
  return {};
}

function breakBody(random: Random, body: Record<string, unknown>): Record<string, unknown> {
  const broken: Record<string, unknown> = { ...body };
  const keys = Object.keys(broken);
  for (let i = 0, n = 1 + random.int(3); i < n; i++) {
    const key =
      keys.length > 0 && random.chance(0.8) ? random.pick(keys) : random.pick(['role', '_id', 'extra', '__proto__']);
    if (random.chance(0.15)) delete broken[key];
    else broken[key] = absurdValue(random);
  }
  return broken;
}

const deep = (random: Random) => {
  const levels = random.pick([33, 100, 5000, 20_000]);
  return random.chance(0.5)
    ? '['.repeat(levels) + ']'.repeat(levels)
    : '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
};

/** A body as sent on the wire: JSON of a broken object, or no JSON at all. */
function payload(random: Random, method: string, url: string): { body?: string; contentType?: string } {
  const json = 'application/json';
  switch (random.int(10)) {
    case 0:
      return {
        body: random.pick(['{', '{"a":}', "{'a':1}", '[1,2', 'nul', '{"a":1}}', '\u0000', '"\\ud800"']),
        contentType: json,
      };
    case 1:
      return { body: deep(random), contentType: json };
    case 2:
      return { body: random.pick(['', ' ', 'null', '[]', '0', '"text"', 'true', '{}']), contentType: json };
    case 3:
      return {
        body: JSON.stringify(breakBody(random, plausibleBody(random, method, url))),
        contentType: random.pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'a/b/c',
          'application/json; charset=utf-16',
        ]),
      };
    case 4:
      return {
        body: JSON.stringify({ ...plausibleBody(random, method, url), constructor: { prototype: { admin: true } } }),
        contentType: json,
      };
    case 5:
      return { body: `{"__proto__":{"role":"superadmin"},"name":"x"}`, contentType: json };
    case 6:
      return { body: JSON.stringify({ big: 'x'.repeat(1_100_000) }), contentType: json };
    case 7:
      return {};
    default:
      return { body: JSON.stringify(breakBody(random, plausibleBody(random, method, url))), contentType: json };
  }
}

/** Percent-encodes, a lone surrogate as the bytes it would be (invalid UTF-8, a case worth sending). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function pathFor(random: Random, url: string): string {
  const id = () =>
    random.pick([
      ...productIds.slice(0, 3),
      ...userIds,
      randomUUID(),
      'x'.repeat(500),
      '%E0%A4%A',
      '%00',
      '..%2F..%2F',
      encode(text(random)) || 'empty',
    ]);
  return url.replace(/:\w+|\*/g, id);
}

function query(random: Random): string {
  if (random.chance(0.5)) return '';
  const keys = ['search', 'category', 'page', 'limit', 'sort', '__proto__[x]', 'category[]', 'lang'];
  const parts = Array.from({ length: 1 + random.int(4) }, () => {
    const value = random.chance(0.5)
      ? String(absurdValue(random))
      : random.pick(['-1', '0', '1e400', 'NaN', '101', 'price_asc']);
    return `${encode(random.pick(keys))}=${encode(value)}`;
  });
  return `?${parts.join('&')}`;
}

function authorization(random: Random): string | undefined {
  const caller = random.pick([
    'guest',
    'admin',
    'superadmin',
    'user',
    'ghost',
    'foreign',
    'expired',
    'none',
    'garbage',
  ]);
  if (caller === 'guest') return undefined;
  if (caller === 'garbage')
    return random.pick([
      'Bearer',
      'Bearer ',
      'Basic YWRtaW46YWRtaW4=',
      `Bearer ${'a'.repeat(9000)}`,
      'Bearer a.b.c',
      'bearer \u0001',
    ]);
  return `Bearer ${tokens[caller]}`;
}

function randomRequest(random: Random, routes: { method: string; url: string }[]): InjectOptions {
  const route = random.pick(routes);
  const strayPath = random.chance(0.07);
  const method = random.chance(0.1)
    ? random.pick(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const)
    : (route.method as 'GET');
  const url = strayPath
    ? random.pick([
        '/api/',
        '/api/%',
        '//api//products',
        '/api/products/../auth/users',
        `/api/${text(random).replace(/[^\w/-]/g, '')}`,
        '/uploads/%2e%2e/x',
      ])
    : pathFor(random, route.url) + query(random);
  const { body, contentType } = payload(random, method, route.url);
  const headers: Record<string, string> = {};
  const auth = authorization(random);
  if (auth) headers.authorization = auth;
  if (contentType) headers['content-type'] = contentType;
  if (random.chance(0.2)) headers['accept-language'] = random.pick(['en', 'es-AR', '*', 'xx;q=abc', '\u0001']);
  if (random.chance(0.1)) headers['if-none-match'] = random.pick(['*', '"x"', 'W/"', '']);
  if (random.chance(0.1)) headers.origin = random.pick(['https://evil.test', 'null']);
  return { method, url, headers, ...(body !== undefined ? { payload: body } : {}) };
}

/** A 5xx the API answers on purpose, with its catalogue code (Google sign-in not configured: 503). */
function deliberate(answer: { statusCode: number; body: string }): boolean {
  try {
    const { code } = JSON.parse(answer.body) as { code?: unknown };
    return isApiErrorCode(code) && code !== 'INTERNAL_ERROR' && API_ERRORS[code].status === answer.statusCode;
  } catch {
    return false;
  }
}

describe(`fuzzing every route (${testDialect}, seed ${SEED})`, () => {
  it(`answers ${REQUESTS} malformed requests without a 5xx and without changing a row when refusing`, async () => {
    const routes = ctx.app.routeCatalogue
      .filter((route) => route.url.startsWith('/api') && route.method !== 'OPTIONS')
      .map(({ method, url }) => ({ method, url }));
    expect(routes.length).toBeGreaterThan(10);
    const random = generator(SEED);
    const tables = await shopTables();
    expect(tables).toEqual(expect.arrayContaining(['meta', 'products', 'users']));
    let before = await snapshot(tables);
    const failures: string[] = [];
    for (let i = 0; i < REQUESTS && failures.length < 5; i++) {
      const request = randomRequest(random, routes);
      const answer = await ctx.app.inject(request);
      const described = () =>
        `#${i} (FUZZ_SEED=${SEED}) ${request.method} ${String(request.url).slice(0, 200)} ` +
        `${JSON.stringify(request.headers).slice(0, 200)} ${String(request.payload ?? '').slice(0, 200)} → ${answer.statusCode} ${answer.body.slice(0, 200)}`;
      if (answer.statusCode >= 500 && !deliberate(answer)) {
        failures.push(`5xx: ${described()}`);
        continue;
      }
      const refused = answer.statusCode >= 400;
      if (refused && request.method !== 'HEAD') {
        const body = answer.json() as { message?: unknown; code?: unknown };
        if (typeof body.message !== 'string' || typeof body.code !== 'string')
          failures.push(`not the error body: ${described()}`);
      }
      // Only writes may change rows, and a refused one must not have. Reads are not hashed one by
      // one (a hash costs more than the request): a change by one shows at the next write.
      if (!['GET', 'HEAD', 'OPTIONS'].includes(String(request.method))) {
        const after = await snapshot(tables);
        const changed = changedTables(before, after);
        if (refused && changed.length > 0)
          failures.push(`rows of ${changed.join(', ')} changed by a refused request: ${described()}`);
        before = after;
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
