import etag from '@fastify/etag';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CatalogueAnswerCache } from './list-cache';
import { registerReadRoutes } from './read-routes';
import { mediaMappers, type ProductRoutesOptions } from './route-context';
import { registerSearchRoutes } from './search-routes';
import { productStaffRoutes } from './staff-routes';
import { productWriteRoutes } from './write-routes';

/**
 * The catalogue's routes. The public reads (search and product pages) share one answer
 * cache and answer conditional GETs through their ETags, revalidated on every use.
 */
export const productRoutes: FastifyPluginAsyncZod<ProductRoutesOptions> = async (app, options) => {
  const { mailQueued } = options;
  if (mailQueued) {
    // Any stored product write may have raised a stock from none, whose alerts' mails are in the
    // outbox from its commit: the worker is nudged after every one (it finds nothing when none was written).
    app.addHook('onResponse', (request, reply, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 300) mailQueued();
      done();
    });
  }
  await app.register(async (reads) => {
    await reads.register(etag);
    const context = {
      ...options,
      answers: new CatalogueAnswerCache(options.db),
      media: mediaMappers(options.publicBaseUrl),
    };
    registerSearchRoutes(reads, context);
    registerReadRoutes(reads, context);
  });
  await app.register(productWriteRoutes, options);
  await app.register(productStaffRoutes, options);
};
