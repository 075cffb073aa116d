import { isIP } from 'node:net';
import { z } from 'zod';
import {
  CURRENCY_CODES,
  type Currency,
  DEFAULT_CURRENCY,
  EXCHANGE_RATE_PATTERN,
  type ExchangeRates,
  FULL_LIST_CEILING,
} from '@shop/domain';

/**
 * Every environment variable the API reads, parsed and validated in one place.
 * A bad value stops start-up with one line naming the variable (see ConfigError).
 */

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''], 'must be true or false')
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : ['true', '1', 'yes'].includes(value)));

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Durations as accepted by JWT libraries: "7d", "12h", "30m" or seconds. */
const DURATION = /^\d+\s*(s|m|h|d)?$/;

/**
 * TRUST_PROXY: off (unset, '', false, 0), a number of proxy hops, or a comma-separated list
 * of proxy addresses and CIDR ranges. Fastify then takes the client's address from
 * X-Forwarded-For only as far as trusted proxies vouch for it; off, the header is ignored,
 * so a client cannot pick the address its failed sign-ins are counted under.
 */
const trustProxy = optionalText.transform((value, ctx): false | number | string[] => {
  if (value === undefined || ['false', 'off', 'no', '0'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.find((entry) => !isAddressOrRange(entry));
  if (invalid !== undefined || entries.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be off, a number of proxy hops, or a comma-separated list of addresses or CIDR ranges (not ${JSON.stringify(invalid ?? value)})`,
    });
    return z.NEVER;
  }
  return entries;
});

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}
const milliseconds = (fallback: number) =>
  z.coerce
    .number('must be a number of milliseconds')
    .int('must be a number of milliseconds')
    .min(1, 'must be at least 1 millisecond')
    .max(3_600_000, 'must be at most an hour')
    .default(fallback);

/**
 * EXCHANGE_RATES: ARS per unit of another currency, 'USD=1050,EUR=1130.5,BRL=190' (at most 4
 * decimals, kept as exact decimal text). Unset: prices of different currencies are never compared.
 */
const exchangeRates = optionalText.transform((value, ctx): Partial<Record<Currency, string>> | undefined => {
  if (value === undefined) return undefined;
  const rates: Partial<Record<Currency, string>> = {};
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [code = '', rate = '', ...rest] = entry.split('=').map((part) => part.trim());
    const currency = CURRENCY_CODES.find((known) => known === code.toUpperCase());
    if (
      !currency ||
      currency === DEFAULT_CURRENCY ||
      rest.length > 0 ||
      !EXCHANGE_RATE_PATTERN.test(rate) ||
      rates[currency]
    ) {
      ctx.addIssue({
        code: 'custom',
        message: `must list CURRENCY=rate pairs of USD, BRL or EUR in ARS, each once, such as USD=1050,EUR=1130.5 (rates above 0 and below 1000000, at most 4 decimals; not ${JSON.stringify(entry)})`,
      });
      return z.NEVER;
    }
    rates[currency] = rate.replace(/^0+(?=\d)/, '');
  }
  return Object.keys(rates).length > 0 ? rates : undefined;
});

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
  }
}

function envSchema(production: boolean) {
  return z.object({
    NODE_ENV: z.string().default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number('must be a port number').int('must be a port number').min(0).max(65535).default(3000),
    DATABASE_URL: optionalText.refine(
      (url) => url === undefined || /^postgres(ql)?:\/\/\S+$/.test(url),
      'must be a postgres:// or postgresql:// URL (leave it unset for the embedded SQLite database)',
    ),
    DATA_DIR: z.string().min(1).default('./data'),
    UPLOADS_DIR: optionalText,
    WEB_DIST_DIR: optionalText,
    JWT_SECRET: optionalText.refine(
      (secret) => secret === undefined || secret.length >= 32,
      'must be at least 32 characters long',
    ),
    JWT_EXPIRES_IN: z.string().regex(DURATION, 'must look like 7d, 12h, 30m or a number of seconds').default('7d'),
    CORS_ORIGINS: optionalText.transform((list) =>
      list
        ? list
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean)
        : [],
    ),
    PUBLIC_BASE_URL: optionalText
      .refine(
        (url) => url === undefined || /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(url),
        'must be an http:// or https:// address without query or fragment, such as https://shop.example.com',
      )
      .transform((url) => url?.replace(/\/+$/, '')),
    LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info'),
    DEMO_MODE: bool(!production),
    DEMO_ADMIN_EMAIL: z.email('must be an e-mail address').default('admin@demo.com'),
    DEMO_ADMIN_PASSWORD: z.string().min(1).max(128).default('admin123'),
    SUPERADMIN_EMAIL: optionalText.refine(
      (email) => email === undefined || z.email().safeParse(email).success,
      'must be an e-mail address',
    ),
    SUPERADMIN_PASSWORD: optionalText.refine(
      (password) => password === undefined || password.length <= 128,
      'must be at most 128 characters',
    ),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_JWKS_URL: z.url('must be a URL').default('https://www.googleapis.com/oauth2/v3/certs'),
    TRUST_PROXY: trustProxy,
    REDIS_URL: optionalText.refine(
      (url) => url === undefined || /^rediss?:\/\/\S+$/.test(url),
      'must be a redis:// URL',
    ),
    SEED_IMAGES: bool(true),
    REQUEST_TIMEOUT_MS: milliseconds(30_000),
    HEADERS_TIMEOUT_MS: milliseconds(10_000),
    KEEP_ALIVE_TIMEOUT_MS: milliseconds(5_000),
    REGISTRATIONS_PER_HOUR: z.coerce
      .number('must be a whole number of accounts')
      .int('must be a whole number of accounts')
      .min(1, 'must be at least 1')
      .max(100_000, 'must be at most 100000')
      .default(30),
    SMTP_URL: optionalText.refine(
      (url) => url === undefined || /^smtps?:\/\/\S+$/.test(url),
      'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587 (leave it unset to write .eml files into DATA_DIR/outbox)',
    ),
    MAIL_FROM: z
      .string()
      .trim()
      .min(3)
      .max(200)
      .refine((from) => !/[\r\n]/.test(from), 'must be one line')
      .default('TechStore <no-reply@techstore.example>'),
    MAIL_WORKER: bool(true),
    MAIL_LEASE_MS: z.coerce
      .number('must be a number of milliseconds')
      .int('must be a number of milliseconds')
      .min(1_000, 'must be at least 1000 milliseconds')
      .max(3_600_000, 'must be at most an hour')
      .default(120_000),
    EXCHANGE_RATES: exchangeRates,
    S3_ENDPOINT: optionalText.refine(
      (url) => url === undefined || /^https?:\/\/[^/?#\s]+\/?$/.test(url),
      'must be the http:// or https:// address of an S3-compatible service, such as https://s3.eu-west-1.amazonaws.com or http://minio:9000',
    ),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: optionalText
      .refine(
        (url) => url === undefined || /^https?:\/\/[^?#\s]+$/.test(url),
        'must be the http:// or https:// address the bucket is read at, such as https://media.shop.example',
      )
      .transform((url) => url?.replace(/\/+$/, '')),
    METRICS_TOKEN: optionalText.refine(
      (token) => token === undefined || token.length >= 16,
      'must be at least 16 characters long',
    ),
    SHUTDOWN_GRACE_MS: milliseconds(10_000),
    // About twice the database machine's cores plus one: more connections only make PostgreSQL's
    // backends compete for the cores (bench:checkout on 2 cores: 4–6 connections gave 470–545
    // orders/s at p99 81–106 ms, 10 gave 354–430 at 140–177 ms, 20 gave 395 at 262 ms).
    DB_POOL_MAX: z.coerce
      .number('must be a whole number of connections')
      .int('must be a whole number of connections')
      .min(1, 'must be at least 1')
      .max(1000, 'must be at most 1000')
      .default(5),
    DB_ACQUIRE_TIMEOUT_MS: milliseconds(5_000),
    EXCHANGE_RATES_DATE: optionalText.refine(
      (date) =>
        date === undefined ||
        (/^\d{4}-\d{2}-\d{2}$/.test(date) &&
          !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) &&
          new Date(`${date}T00:00:00Z`).toISOString().startsWith(date)),
      'must be the day the rates were set, as YYYY-MM-DD',
    ),
  });
}

/** An S3-compatible bucket for media (S3_*). */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers read the bucket's objects directly (the bucket's own address or a CDN), if anywhere. */
  publicUrl: string | undefined;
}

export type Env = z.output<ReturnType<typeof envSchema>>;

export interface Config {
  production: boolean;
  host: string;
  port: number;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  dataDir: string;
  uploadsDir: string;
  webDistDir: string | undefined;
  jwtSecret: string | undefined;
  jwtExpiresIn: string;
  corsOrigins: string[];
  /** Where clients reach this server (no trailing slash): media URLs in answers are absolute when set. */
  publicBaseUrl: string | undefined;
  /** The most products GET /api/products answers without page or limit (FULL_LIST_CEILING; tests lower it). */
  fullListCeiling: number;
  logLevel: (typeof LOG_LEVELS)[number];
  demo: { enabled: boolean; email: string; password: string };
  /** Accounts one address may create per hour. */
  registrationsPerHour: number;
  superadmin: { email: string; password: string } | undefined;
  google: { clientId: string | undefined; jwksUrl: string };
  redisUrl: string | undefined;
  /** Which proxies' X-Forwarded-For is believed (Fastify's trustProxy): none, a hop count, or these addresses. */
  trustProxy: false | number | string[];
  seedImages: boolean;
  /** How long a client may take to send a request's headers, its whole request, and how long an idle kept-alive connection stays open. */
  timeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
  /** Exchange rates to ARS that staff set (EXCHANGE_RATES, EXCHANGE_RATES_DATE); null: none. */
  exchangeRates: ExchangeRates | null;
  /**
   * E-mail: over SMTP when `smtpUrl` is set, else as .eml files in `outboxDir`; `worker` false keeps
   * this process from sending (another one does); a claimed mail not sent within `leaseMs` is
   * claimed again by any process (the one that claimed it is taken for dead).
   */
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string; worker: boolean; leaseMs: number };
  /** Uploaded and seeded media in an S3-compatible bucket (S3_*); undefined: in `uploadsDir`. */
  s3: S3Settings | undefined;
  /** The bearer token /metrics asks for (METRICS_TOKEN); undefined: /metrics is not served. */
  metricsToken: string | undefined;
  /** How long a stopping process lets requests in flight finish before it exits anyway. */
  shutdownGraceMs: number;
  /**
   * PostgreSQL's pool size (SQLite has one connection whatever it says), and how long a request
   * waits for a connection before the shop answers 503 with Retry-After (busy, not broken).
   */
  databasePool: { max: number; acquireTimeoutMs: number };
}

/** The configuration the app runs with: the JWT secret resolved (see runtime.ts). */
export type AppConfig = Config & { jwtSecret: string };

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  resolvePath: (p: string) => string = (p) => p,
): Config {
  const production = env.NODE_ENV === 'production';
  const parsed = envSchema(production).safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(String(issue.path[0] ?? 'environment'), issue.message);
  }
  const e = parsed.data;
  if (production && !e.JWT_SECRET) throw new ConfigError('JWT_SECRET', 'is required in production');
  // A secret made up by each process would make every other process refuse its sessions (401). A shop
  // on PostgreSQL is one that may run several processes, on several machines: NODE_ENV excuses nothing.
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    throw new ConfigError(
      'JWT_SECRET',
      'is required with DATABASE_URL: every API process on one database must sign sessions with the same secret (make one with: openssl rand -base64 48)',
    );
  }
  if (Boolean(e.SUPERADMIN_EMAIL) !== Boolean(e.SUPERADMIN_PASSWORD)) {
    throw new ConfigError(
      e.SUPERADMIN_EMAIL ? 'SUPERADMIN_PASSWORD' : 'SUPERADMIN_EMAIL',
      'must be set together with its pair',
    );
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'HEADERS_TIMEOUT_MS',
      'must not be longer than REQUEST_TIMEOUT_MS (the headers are part of the request)',
    );
  }
  if (Boolean(e.EXCHANGE_RATES) !== Boolean(e.EXCHANGE_RATES_DATE)) {
    throw new ConfigError(
      e.EXCHANGE_RATES ? 'EXCHANGE_RATES_DATE' : 'EXCHANGE_RATES',
      'must be set together with its pair (the rates and the day they were set)',
    );
  }
  const s3Variables = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const s3Set = s3Variables.filter((name) => e[name]);
  if (s3Set.length > 0 && s3Set.length < s3Variables.length) {
    throw new ConfigError(
      s3Variables.find((name) => !e[name])!,
      `must be set with ${s3Set.join(', ')}: the bucket needs its address, name, region and both keys (leave all unset to keep media in UPLOADS_DIR)`,
    );
  }
  if (e.S3_PUBLIC_URL && s3Set.length === 0) {
    throw new ConfigError('S3_PUBLIC_URL', 'only means something with the bucket settings (S3_ENDPOINT and the rest)');
  }
  const dataDir = resolvePath(e.DATA_DIR);
  return {
    production,
    host: e.HOST,
    port: e.PORT,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: `${dataDir}/shop.db` },
    dataDir,
    uploadsDir: e.UPLOADS_DIR ? resolvePath(e.UPLOADS_DIR) : `${dataDir}/uploads`,
    webDistDir: e.WEB_DIST_DIR ? resolvePath(e.WEB_DIST_DIR) : undefined,
    jwtSecret: e.JWT_SECRET,
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    corsOrigins: e.CORS_ORIGINS,
    publicBaseUrl: e.PUBLIC_BASE_URL,
    fullListCeiling: FULL_LIST_CEILING,
    logLevel: e.LOG_LEVEL,
    demo: { enabled: e.DEMO_MODE, email: e.DEMO_ADMIN_EMAIL.toLowerCase(), password: e.DEMO_ADMIN_PASSWORD },
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    superadmin:
      e.SUPERADMIN_EMAIL && e.SUPERADMIN_PASSWORD
        ? { email: e.SUPERADMIN_EMAIL.toLowerCase(), password: e.SUPERADMIN_PASSWORD }
        : undefined,
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    seedImages: e.SEED_IMAGES,
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: `${dataDir}/outbox`,
      worker: e.MAIL_WORKER,
      leaseMs: e.MAIL_LEASE_MS,
    },
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL,
          }
        : undefined,
    metricsToken: e.METRICS_TOKEN,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    databasePool: { max: e.DB_POOL_MAX, acquireTimeoutMs: e.DB_ACQUIRE_TIMEOUT_MS },
    exchangeRates:
      e.EXCHANGE_RATES && e.EXCHANGE_RATES_DATE
        ? { base: 'ARS', rates: e.EXCHANGE_RATES, setOn: e.EXCHANGE_RATES_DATE }
        : null,
  };
}

/**
 * What the configuration allows but probably does not mean, one line each, logged at start:
 * another origin's front end (CORS_ORIGINS) gets relative media URLs without PUBLIC_BASE_URL,
 * which its browser resolves against its own host (every picture a placeholder).
 */
export function configWarnings(config: Pick<Config, 'corsOrigins' | 'publicBaseUrl'>): string[] {
  return config.corsOrigins.length > 0 && !config.publicBaseUrl
    ? [
        'CORS_ORIGINS is set without PUBLIC_BASE_URL: media URLs are answered relative (/uploads/...), so a front end on another origin cannot load them; set PUBLIC_BASE_URL to the address clients reach this server at',
      ]
    : [];
}
