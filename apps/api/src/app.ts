import { SHOP_NAME } from '@shop/domain';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type AppConfig, configWarnings } from './config';
import type { Db } from './db/database';
import { COMPRESS_FROM_BYTES } from './encoded-body';
import { httpError } from './errors';
import { GoogleVerifier } from './modules/auth/google';
import { createPasswordResets, type PasswordResets } from './modules/auth/password-reset';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { TokenService } from './modules/auth/tokens';
import { componentRoutes } from './modules/components/routes';
import { healthRoutes, type Readiness } from './modules/health/routes';
import { registerMetrics } from './modules/health/metrics';
import { catalogueIndex } from './modules/products/catalogue-index';
import { createMailWorker, mailRoutes, type MailWorker } from './modules/mail';
import { orderRoutes } from './modules/orders/routes';
import { statsRoutes } from './modules/stats/routes';
import { productRoutes } from './modules/products/routes';
import { findAddress, shippingRoutes } from './modules/shipping';
import { seoRoutes } from './modules/seo';
import { reviewRoutes } from './modules/reviews';
import { stockAlertRoutes } from './modules/stock-alerts';
import { favouriteRoutes } from './modules/favourites';
import { createSettingsStore, settingsRoutes } from './modules/settings';
import { auditRoutes } from './modules/audit';
import { registerWebApp } from './modules/storefront/pages';
import { uploadRoutes } from './modules/uploads/routes';
import { mediaStoreOf } from './modules/uploads/media-store';
import { createUploadService } from './modules/uploads/service';
import { registerUploadServing } from './modules/uploads/serving';
import { userAdminRoutes } from './modules/users/routes';
import { findUserById } from './modules/users/service';
import { registerAuthentication } from './plugins/authentication';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerJsonBodyParser } from './plugins/json-body';
import { createAttemptStore } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';

export type { AppConfig } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's mail sender (started with the app when MAIL_WORKER is on; tests drive it). */
    mailWorker: MailWorker;
    passwordResets: PasswordResets;
    /** Whether this process may take traffic (/api/ready); the server sets `stopping` on SIGTERM. */
    readiness: Readiness;
  }
}

export interface AppDependencies {
  config: AppConfig;
  db: Db;
  /** The clock of what depends on the hour (delivery dates); tests fix it. */
  now?: () => Date;
  /** Where the log goes (standard output by default); tests read it. */
  logStream?: { write(line: string): void };
}

/** Query parameters whose values never reach the log (a reset link's token, a sign-in's code...). */
const SECRET_PARAMETER = /token|password|secret|code|key|signature/i;
/**
 * Runs of digits as long as a card number's, with or without spaces or dashes between them, and
 * standing alone (not the tail of an id such as a UUID).
 */
const CARD_LIKE = /(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])/g;

/** A request's URL as the log shows it: secret parameters' values and card-like numbers hidden. */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(CARD_LIKE, '[number]');
  if (at < 0) return path;
  const query = new URLSearchParams(url.slice(at + 1));
  for (const [name, value] of [...query]) {
    query.set(name, SECRET_PARAMETER.test(name) ? '[hidden]' : value.replace(CARD_LIKE, '[number]'));
  }
  return `${path}?${query.toString()}`;
}

/** An X-Request-Id the server adopts: letters, digits, `-` and `_`, 8 to 64 of them. */
const REQUEST_ID = /^[\w-]{8,64}$/;

const ONE_MEGABYTE = 1024 * 1024;

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count becomes a function: Fastify itself
 * trusts nothing for a number, so the first `hops` addresses counted from the server
 * (the connection's peer first) are the proxies, as Express counts them.
 */
function trustedProxies(
  setting: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}
/** What another origin's front end (CORS_ORIGINS) may call: every method the API answers, the headers it reads, the ones it sends. */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
export const CORS_REQUEST_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept-Language',
  'Idempotency-Key',
  'If-Match',
  'If-None-Match',
  'X-Request-Id',
];
export const CORS_EXPOSED_HEADERS = [
  'X-Total-Count',
  'X-Search-Correction',
  'ETag',
  'Link',
  'Retry-After',
  'X-Request-Id',
];

/** The composition root: plugins and modules, nothing else. Tests call it with their own database. */
export async function buildApp({ config, db, now, logStream }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: loggedUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: ONE_MEGABYTE,
    // A client that sends its headers or body slowly, or never finishes, must not hold a socket:
    // Node answers 408 and closes it. Node looks for such requests every connectionsCheckingInterval
    // (30 s by default, which would add up to 30 s to every time-out).
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1_000, config.timeouts.headersMs),
    },
    // The caller's X-Request-Id (the web sends one per call and shows it with an error) when it
    // is a plain token; anything else (too long, other characters: a log forgery) gets a new id.
    requestIdHeader: false,
    genReqId: (request) => {
      const sent = request.headers['x-request-id'];
      return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
    },
    trustProxy: trustedProxies(config.trustProxy),
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply),
    // The server drains its connections itself before it closes the app (src/shutdown.ts); a
    // request that still arrives while closing is answered, not refused with a bare 503.
    return503OnClosing: false,
  });
  for (const warning of configWarnings(config)) app.log.warn(warning);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerSecurityHeaders(app);
  await app.register(compress, { threshold: COMPRESS_FROM_BYTES });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: CORS_METHODS,
      allowedHeaders: CORS_REQUEST_HEADERS,
      exposedHeaders: CORS_EXPOSED_HEADERS,
      // Browsers keep the preflight's answer for this long (Chromium caps it at 2 hours).
      maxAge: 600,
    });
  }

  await app.register(swagger, {
    openapi: {
      info: { title: `${SHOP_NAME} API`, version: '1.0.0', description: 'Catalogue, accounts and orders of the shop.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const tokens = new TokenService(config.jwtSecret, config.jwtExpiresIn);
  registerAuthentication(app, {
    verifyToken: (token) => tokens.verify(token),
    findUser: (id) => findUserById(db, id),
  });
  // Failed sign-ins and created accounts are counted in Redis when REDIS_URL is set, otherwise in memory.
  const attempts = createAttemptStore(config.redisUrl);
  app.addHook('onClose', async () => attempts.close());
  const google = config.google.clientId ? new GoogleVerifier(config.google.clientId, config.google.jwksUrl) : undefined;
  const auth = createAuthService({ db, attempts, google, registrationsPerHour: config.registrationsPerHour });
  const mediaStore = mediaStoreOf(config);
  const uploads = createUploadService({ store: mediaStore, publicBaseUrl: config.publicBaseUrl });
  app.addHook('onClose', async () => mediaStore.close());
  // Mails are written into the outbox in the transactions of what they report; this process's
  // worker sends them after the commit (nudged at once, and every few seconds for the others').
  const mailWorker = createMailWorker(config, db, app.log.child({ module: 'mail' }));
  const passwordResets = createPasswordResets({
    db,
    attempts,
    now: now ?? (() => new Date()),
    mailQueued: () => mailWorker.nudge(),
  });
  app.decorate('mailWorker', mailWorker);
  app.decorate('passwordResets', passwordResets);
  if (config.mail.worker) app.addHook('onReady', async () => mailWorker.start());
  app.addHook('onClose', async () => {
    await passwordResets.settled();
    await mailWorker.stop();
    mailWorker.close();
  });

  // Staff's settings, read fresh by every process (see modules/settings/store.ts).
  const settings = createSettingsStore(db, config.exchangeRates);
  const currentSettings = () => settings.current();
  const readiness: Readiness = { stopping: false, catalogueIndex: () => catalogueIndex(db) };
  app.decorate('readiness', readiness);
  // While stopping, every answer closes its connection (a request in flight at the signal
  // included), so no client sends another request onto a connection about to close.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (readiness.stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  registerMetrics(app, { db, token: config.metricsToken });

  await app.register(async (api) => {
    await api.register(healthRoutes, { db, readiness });
    await api.register(productRoutes, {
      db,
      publicBaseUrl: config.publicBaseUrl,
      exchangeRates: async () => (await currentSettings()).exchange,
      fullListCeiling: config.fullListCeiling,
      mailQueued: () => mailWorker.nudge(),
      lowStockThreshold: async () => (await currentSettings()).answer.lowStockThreshold,
    });
    await api.register(componentRoutes);
    await api.register(authRoutes, { db, auth, tokens, config, passwordResets });
    await api.register(userAdminRoutes, { db });
    await api.register(orderRoutes, {
      db,
      now,
      currentSettings,
      findAddress,
      publicBaseUrl: config.publicBaseUrl,
      mailQueued: () => mailWorker.nudge(),
    });
    await api.register(uploadRoutes, { uploads });
    await api.register(reviewRoutes, { db });
    await api.register(stockAlertRoutes, { db, publicBaseUrl: config.publicBaseUrl });
    await api.register(favouriteRoutes, { db, publicBaseUrl: config.publicBaseUrl });
    await api.register(seoRoutes, {
      db,
      publicBaseUrl: config.publicBaseUrl,
      uploadsDir: config.uploadsDir,
      previewsDir: join(config.dataDir, 'previews'),
    });
    await api.register(statsRoutes, {
      db,
      lowStockThreshold: async () => (await currentSettings()).answer.lowStockThreshold,
    });
    await api.register(shippingRoutes, {
      db,
      now,
      settings: async () => (await currentSettings()).shipping,
      exchange: async () => (await currentSettings()).exchange,
    });
    await api.register(settingsRoutes, { db, store: settings });
    await api.register(auditRoutes, { db });
    // The outbox page is a developer's tool: a shop in production has no such page.
    if (!config.production)
      await api.register(mailRoutes, { db, outboxDir: config.mail.smtpUrl ? undefined : config.mail.outboxDir });
  });

  await registerUploadServing(app, {
    uploadsDir: config.uploadsDir,
    corsOrigins: config.corsOrigins,
    store: mediaStore,
    s3PublicUrl: config.s3?.publicUrl,
  });

  const webDist =
    config.webDistDir && existsSync(join(config.webDistDir, 'index.html')) ? config.webDistDir : undefined;
  if (webDist) {
    await registerWebApp(app, webDist, db, config.publicBaseUrl);
  } else if (config.webDistDir) {
    app.log.warn({ webDistDir: config.webDistDir }, 'web app not built: serving the API only');
  }
  app.setNotFoundHandler(async () => {
    throw httpError('ROUTE_NOT_FOUND');
  });

  return app;
}
