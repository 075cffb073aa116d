import closeWithGrace from 'close-with-grace';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHOP_NAME } from '@shop/domain';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { drawSeedImages } from './modules/seed';
import { mediaStoreOf } from './modules/uploads';
import { catalogueIndex } from './modules/products/catalogue-index';
import { prepareDatabase, resolveJwtSecret } from './runtime';
import { drainConnections } from './shutdown';

// Bundled to apps/api/dist/server.js; the built web app sits in apps/web/dist.
const here = dirname(fileURLToPath(import.meta.url));
const defaultWebDist = resolve(here, '../../web/dist');

async function main(): Promise<void> {
  let config;
  try {
    const loaded = loadConfig(process.env, (path) => resolve(path));
    config = resolveJwtSecret({ ...loaded, webDistDir: loaded.webDistDir ?? defaultWebDist });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const db = await prepareDatabase(config, { seed: true });
  const app = await buildApp({ config, db });

  // New connections are refused and /api/ready answers 503; requests in flight and those already
  // on their way over an open connection finish (answered with Connection: close), then the
  // database closes. A second signal or SHUTDOWN_GRACE_MS forces the exit.
  closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
    app.readiness.stopping = true;
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await drainConnections(app.server);
    await app.close();
    await db.close();
  });

  if (config.production && !config.publicBaseUrl) {
    app.log.warn('PUBLIC_BASE_URL is unset: links in e-mails take the host each request names');
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`${SHOP_NAME} on http://localhost:${config.port} (${config.database.kind})`);
  // The first search would otherwise wait for the catalogue index to be built (seconds at 100,000 products).
  catalogueIndex(db)
    .then((index) => app.log.info(`catalogue index ready (${index.size} products)`))
    .catch((err: unknown) => app.log.error({ err }, 'could not build the catalogue index'));
  if (config.seedImages) {
    drawSeedImages(mediaStoreOf(config))
      .then((count) => app.log.info(`seed images ready (${count})`))
      .catch((err: unknown) => app.log.error({ err }, 'could not draw the seed images'));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Start-up failed: ${error.message}` : error);
  process.exit(1);
});
