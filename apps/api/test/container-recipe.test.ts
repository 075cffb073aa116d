import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { endpoints } from '@shop/domain';
import { loadConfig } from '../src/config';

/**
 * The container recipe (Dockerfile, compose.yaml, deploy/Caddyfile) checked piece by piece where
 * no Docker daemon runs: the image starts the entry point `npm start` and the tests run, every
 * variable compose sets is one the server reads and documents, and the proxy and health check
 * point at what exists.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

interface Service {
  build?: string;
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, unknown>;
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const shops = Object.entries(compose.services).filter(([, service]) => service.build === '.');
const dockerfile = read('Dockerfile');
const stages = dockerfile.split(/^FROM /m).slice(1);
const finalStage = stages.at(-1)!;

/** A value as compose gives it: `${NAME:?…}` and `${NAME:-default}` filled with a stand-in or the default. */
function interpolated(value: string): string {
  return value.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) =>
    kind === '-' ? (rest ?? '') : `${name.toLowerCase()}-stand-in-long-enough-0123456789`,
  );
}

describe('the Dockerfile', () => {
  it('builds in stages and runs the production build as a non-root user', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages.slice(0, -1).some((stage) => stage.includes('RUN npm run build'))).toBe(true);
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toMatch(/^ENV NODE_ENV=production/m);
    // Only built output reaches the final image, never the sources.
    for (const line of finalStage.split('\n').filter((each) => each.startsWith('COPY'))) {
      expect(line).toMatch(/^COPY --from=/);
      expect(line).not.toMatch(/\bsrc\b/);
    }
  });

  it('starts the same entry point as `npm start` and the tests', () => {
    const command = /^CMD (\[.*\])$/m.exec(finalStage)?.[1];
    expect(JSON.parse(command!)).toEqual(['node', 'apps/api/dist/server.js']);
    const start = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.start;
    expect(start).toMatch(/node apps\/api\/dist\/server\.js$/);
    expect(read('e2e/playwright.config.ts')).toContain("'../apps/api/dist/server.js'");
    // The bundle's own entry (apps/api/build.mjs) and the web app it serves are in the image.
    expect(read('apps/api/build.mjs')).toContain("'src/server.ts'");
    expect(finalStage).toContain('COPY --from=build /app/apps/api/dist apps/api/dist');
    expect(finalStage).toContain('COPY --from=build /app/apps/web/dist apps/web/dist');
  });

  it('checks the health route the API answers', () => {
    const healthcheck = /^HEALTHCHECK[\s\S]*?CMD (\[.*\])$/m.exec(finalStage)?.[1];
    expect(healthcheck).toBeDefined();
    expect(healthcheck).toContain(`'${endpoints.health.path}'`);
    expect(endpoints.health.path).toBe('/api/health');
  });

  it('leaves dependencies, secrets and data out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '.env', '.git', 'data']) expect(ignored).toContain(entry);
  });
});

describe('compose.yaml', () => {
  it('runs two shop processes, the mail worker, PostgreSQL, Redis, MinIO and a proxy', () => {
    expect(shops.map(([name]) => name).sort()).toEqual(['shop-1', 'shop-2', 'worker']);
    const images = Object.values(compose.services).map((service) => service.image ?? '');
    for (const image of ['postgres', 'redis', 'minio/minio', 'caddy']) {
      expect(images.some((each) => each.split(':')[0] === image)).toBe(true);
    }
    expect(compose.services.worker!.environment!.MAIL_WORKER).toBe('true');
    expect(compose.services['shop-1']!.environment!.MAIL_WORKER).toBe('false');
    expect(compose.services['shop-2']!.environment!.MAIL_WORKER).toBe('false');
  });

  it('sets only variables the server reads and .env.example documents, with values it accepts', () => {
    const documented = new Set(
      [...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!),
    );
    const configSource = read('apps/api/src/config.ts');
    for (const [name, service] of shops) {
      const environment = service.environment!;
      for (const key of Object.keys(environment)) {
        expect(documented.has(key), `${name}: ${key} in .env.example`).toBe(true);
        expect(configSource, `${name}: ${key} read by src/config.ts`).toMatch(new RegExp(`\\b${key}\\b`));
      }
      const env = Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, interpolated(value)]));
      const config = loadConfig(env);
      expect(config.database.kind).toBe('postgres');
      expect(config.redisUrl).toBe('redis://redis:6379');
      expect(config.s3?.bucket).toBe('shop-media');
      expect(config.metricsToken).toBeDefined();
      expect(config.port).toBe(3000);
    }
    // Every process of the shop shares the database, the secret, the counters and the bucket.
    const shared = ['DATABASE_URL', 'JWT_SECRET', 'REDIS_URL', 'S3_BUCKET', 'S3_ENDPOINT'];
    for (const key of shared) {
      expect(new Set(shops.map(([, service]) => service.environment![key])).size, key).toBe(1);
    }
  });

  it("points the proxy at both shop processes' port, with the readiness check", () => {
    const proxy = compose.services.proxy!;
    const mounted = proxy.volumes!.map((volume) => volume.split(':'));
    const [source] = mounted.find(([, target]) => target === '/etc/caddy/Caddyfile')!;
    const caddyfile = read(source!.replace(/^\.\//, ''));
    const port = compose.services['shop-1']!.environment!.PORT;
    const upstreams = /reverse_proxy ([^{\n]+)/.exec(caddyfile)![1]!.trim().split(/\s+/);
    expect(upstreams.sort()).toEqual([`shop-1:${port}`, `shop-2:${port}`]);
    expect(caddyfile).toContain('health_uri /api/ready');
    expect(caddyfile).toMatch(/@metrics path \/metrics\s+respond @metrics 404/);
    expect(existsSync(`${root}deploy/Caddyfile`)).toBe(true);
  });

  it('closes its idle connections to a shop process before the process closes them itself', () => {
    const caddyfile = read('deploy/Caddyfile');
    const keepalive = /transport http \{[^}]*\bkeepalive (\d+)s\b/.exec(caddyfile);
    expect(keepalive, 'the proxy sets how long it keeps an idle connection').not.toBeNull();
    for (const [name, service] of shops) {
      const env = Object.fromEntries(
        Object.entries(service.environment!).map(([key, value]) => [key, interpolated(value)]),
      );
      // Otherwise the proxy may write a request onto a connection the process is closing: a 502.
      expect(Number(keepalive![1]) * 1000, name).toBeLessThan(loadConfig(env).timeouts.keepAliveMs);
    }
  });
});
