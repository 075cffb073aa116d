import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvRow, productSchema, publicMediaUrl } from '@shop/domain';
import {
  bulkChangeSchema,
  PRODUCT_CSV_COLUMNS,
  productImportAnswerSchema,
  productImportSchema,
  readProductCsv,
  staffProductListQuerySchema,
  staffProductPageSchema,
} from '@shop/domain/product-admin';
import { staffEndpoints } from '@shop/domain/staff-api';
import { httpError } from '../../errors';
import { errorSchema, routeOf } from '../../http-schemas';
import { ADMIN_ROLES, requireUser } from '../../plugins/authentication';
import { languageOf } from '../../plugins/language';
import { mediaMappers, type ProductRoutesOptions } from './route-context';
import { applyBulkChange, applyProductImport, staffProductPage, staffProductRows } from './staff';

const staffErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/**
 * The staff's product list and what they do to many products at once (bulk changes, CSV
 * export and import). Admins and superadmins only; never cached (staff must see stock as it is).
 */
export const productStaffRoutes: FastifyPluginAsyncZod<ProductRoutesOptions> = async (
  app,
  { db, publicBaseUrl, lowStockThreshold },
) => {
  const media = mediaMappers(publicBaseUrl);
  const secured = { config: { access: ADMIN_ROLES } } as const;

  app.route({
    ...routeOf(staffEndpoints.staffProducts),
    ...secured,
    schema: {
      tags: ['products'],
      summary: 'Staff product list (admin): filters by category, brand, stock level (out, low, in) and missing English',
      description:
        "Read straight from the database (never cached): `stock=low` is 1 up to the shop's low-stock threshold (its settings; answered as lowStockThreshold); `name` sorts by the name in the caller's language; price sorts keep each currency together.",
      security: [{ bearer: [] }],
      querystring: staffProductListQuerySchema,
      response: { 200: staffProductPageSchema, ...staffErrors },
    },
    handler: async (request, reply) => {
      const page = await staffProductPage(db, request.query, languageOf(request), await lowStockThreshold());
      reply.header('cache-control', 'no-store');
      const products = page.products.map((row) => ({ ...row, image: publicMediaUrl(row.image, publicBaseUrl) }));
      return { ...page, products };
    },
  });

  app.route({
    ...routeOf(staffEndpoints.exportProducts),
    ...secured,
    schema: {
      tags: ['products'],
      summary:
        "The filtered staff list as CSV (admin), in the list's order; a cell that begins with =, +, - or @ is neutralised",
      security: [{ bearer: [] }],
      querystring: staffProductListQuerySchema,
      response: { 200: z.string(), ...staffErrors },
    },
    handler: async (request, reply) => {
      const rows = await staffProductRows(db, request.query, languageOf(request), await lowStockThreshold());
      const lines = rows.map((row) =>
        csvRow([
          row.id,
          row.name,
          row.name_en,
          row.brand,
          row.category,
          row.basePrice.toFixed(2),
          row.currency,
          row.stock,
          // stock_at_export: the import moves the stock by what staff change against it.
          row.stock,
        ]),
      );
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="productos.csv"')
        .type('text/csv; charset=utf-8')
        .send([csvRow(PRODUCT_CSV_COLUMNS), ...lines].join(''));
    },
  });

  app.route({
    ...routeOf(staffEndpoints.bulkChangeProducts),
    ...secured,
    schema: {
      tags: ['products'],
      summary: 'Change the price or stock of several products at once (admin): all or nothing',
      description: [
        "Each product is named with the version staff previewed and, optionally, `from`: the changed field's value",
        'they saw. A stock change by an amount adjusts the stock as it is then (sales meanwhile never refuse it);',
        'any other change answers 412 PRODUCT_CHANGED when that field no longer holds `from` (without `from`: when',
        'the product is no longer at that version),',
        'one gone 404, a result below 0 or above the limits 400 PRODUCT_BULK_OUT_OF_RANGE, each naming',
        '`body.products.<index>` in details; then nothing is stored. Percentages round prices to the cent and',
        'stock to the unit (halves away from zero), exactly as `bulkChangedValue` previews them.',
      ].join(' '),
      security: [{ bearer: [] }],
      body: bulkChangeSchema,
      response: { 200: z.array(productSchema), 404: errorSchema, 412: errorSchema, ...staffErrors },
    },
    handler: async (request) => (await applyBulkChange(db, request.body, requireUser(request))).map(media.answer),
  });

  app.route({
    ...routeOf(staffEndpoints.importProducts),
    ...secured,
    schema: {
      tags: ['products'],
      summary: "Update products from a CSV of the export's columns (admin): every row checked first, all or nothing",
      description: [
        'A wrong header, cell (a formula, an unknown category or currency, a negative or absurd price, a fractional stock)',
        'or an unknown id answers 400 PRODUCT_IMPORT_INVALID naming the row (1 is the header) and the column; nothing is applied.',
        'The stock moves by `stock` − `stock_at_export` from the stock as it is when the import applies (never below 0):',
        'units sold since the export stay sold, and a row whose stock was not changed leaves it alone.',
      ].join(' '),
      security: [{ bearer: [] }],
      body: productImportSchema,
      response: { 200: productImportAnswerSchema, ...staffErrors },
    },
    handler: async (request) => {
      const reading = readProductCsv(request.body.csv);
      if (!reading.ok) {
        const { row, field } = reading.refusal;
        throw httpError('PRODUCT_IMPORT_INVALID', {
          params: { row, field },
          details: [{ path: `csv.${row}.${field}`, code: 'productAdmin.csv.invalid', params: { row, field } }],
        });
      }
      return { updated: await applyProductImport(db, reading.rows, requireUser(request)) };
    },
  });
};
