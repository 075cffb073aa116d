import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainMessage, idParamsSchema, productInputSchema, productPatchSchema, productSchema } from '@shop/domain';
import { staffEndpoints } from '@shop/domain/staff-api';
import { httpError } from '../../errors';
import { ifMatchHeader, versionInIfMatch } from '../../if-match';
import { errorSchema, messageSchema, routeOf } from '../../http-schemas';
import { ADMIN_ROLES, requireUser } from '../../plugins/authentication';
import { languageOf } from '../../plugins/language';
import { mediaMappers, productEtag, type ProductRoutesOptions } from './route-context';
import * as products from './service';

const writeErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/**
 * The version a save must start from: the body's `version` and/or the one If-Match names
 * (`W/"v3"` or `"v3"`; `*` names none). When both are sent they must agree. An If-Match that
 * names no version of ours (another server's tag, a list of several) can match nothing, so
 * the save is refused (RFC 9110 §13.1.1).
 */
export function expectedVersion(ifMatch: string | undefined, bodyVersion: number | undefined): number | undefined {
  const headerVersion = versionInIfMatch(ifMatch);
  if (headerVersion === undefined) return bodyVersion;
  if (headerVersion === null || (bodyVersion !== undefined && bodyVersion !== headerVersion)) {
    throw httpError('PRODUCT_CHANGED');
  }
  return headerVersion;
}

/** Why a save stored nothing, as the error the client gets. */
function refusal(result: Exclude<products.ProductUpdate, { updated: true }>) {
  if (result.reason === 'not-found') return httpError('PRODUCT_NOT_FOUND');
  if (result.reason === 'changed') return httpError('PRODUCT_CHANGED');
  if (result.reason === 'busy') return httpError('PRODUCT_BUSY');
  if (result.reason === 'nothing-to-choose') {
    return httpError('VALIDATION_ERROR', {
      details: [{ path: 'body.variantType', code: 'product.variantType.nothingToChoose' }],
    });
  }
  return httpError('PRODUCT_FIELD_WOULD_EMPTY', {
    params: { field: result.fields.join(', ') },
    details: result.fields.map((field) => ({ path: field, code: 'product.wouldEmpty', params: { field } })),
  });
}

const ifMatchHeaders = ifMatchHeader(
  'The ETag of the version the client edited (W/"v<version>"): a save from another version answers 412 PRODUCT_CHANGED',
);

/**
 * Staff's changes to the catalogue. They keep no cache of their own: every write changes the
 * catalogue's version, which makes the read routes' cached answers stale.
 */
export const productWriteRoutes: FastifyPluginAsyncZod<ProductRoutesOptions> = async (app, { db, publicBaseUrl }) => {
  const media = mediaMappers(publicBaseUrl);
  const secured = { config: { access: ADMIN_ROLES } } as const;

  app.route({
    ...routeOf(staffEndpoints.createProduct),
    ...secured,
    schema: {
      tags: ['products'],
      summary: 'Create a product (admin)',
      security: [{ bearer: [] }],
      body: productInputSchema,
      response: { 201: productSchema, ...writeErrors },
    },
    handler: async (request, reply) => {
      const product = await products.createProduct(db, media.stored(request.body), requireUser(request));
      return reply.status(201).header('etag', productEtag(product.version)).send(media.answer(product));
    },
  });

  app.route({
    ...routeOf(staffEndpoints.updateProduct),
    ...secured,
    schema: {
      tags: ['products'],
      summary: 'Change a product (admin): the fields sent replace the stored ones, the others are kept',
      description: [
        "Merge semantics: any subset of the product's fields may be sent; a field left out keeps its stored value",
        '(so a client that knows only some fields never erases specifications, features or advantages).',
        "Optimistic concurrency: every write raises the product's `version`, answered in the body and as the ETag",
        '(`W/"v<version>"`). A save that sends `If-Match` with that ETag, or `version` in the body, is stored only if',
        'the product is still at that version; otherwise it answers 412 with code PRODUCT_CHANGED and stores nothing.',
        'Without either, the save merges onto the current product.',
        'A save without If-Match that would empty `features`, `models` or `defaultConfiguration` (`{}` or `[]`) while',
        'the product holds something there answers 409 PRODUCT_FIELD_WOULD_EMPTY naming the field, and stores nothing:',
        'a client that filled its form from a list without them must not erase them. With If-Match it may empty them.',
      ].join(' '),
      security: [{ bearer: [] }],
      params: idParamsSchema,
      headers: ifMatchHeaders,
      body: productPatchSchema,
      response: { 200: productSchema, 404: errorSchema, 409: errorSchema, 412: errorSchema, ...writeErrors },
    },
    handler: async (request, reply) => {
      const { version, ...patch } = request.body;
      const ifMatch = request.headers['if-match'];
      const result = await products.updateProduct(db, request.params.id, media.stored(patch), {
        expectedVersion: expectedVersion(ifMatch, version),
        mayEmpty: ifMatch !== undefined,
        actor: requireUser(request),
      });
      if (!result.updated) throw refusal(result);
      return reply.header('etag', productEtag(result.product.version)).send(media.answer(result.product));
    },
  });

  app.route({
    ...routeOf(staffEndpoints.deleteProduct),
    ...secured,
    schema: {
      tags: ['products'],
      summary: 'Delete a product (admin)',
      security: [{ bearer: [] }],
      params: idParamsSchema,
      response: { 200: messageSchema, 404: errorSchema, 401: errorSchema, 403: errorSchema },
    },
    handler: async (request) => {
      if (!(await products.deleteProduct(db, request.params.id, requireUser(request)))) {
        throw httpError('PRODUCT_NOT_FOUND');
      }
      return { message: domainMessage('product.deleted', languageOf(request)) };
    },
  });
};
