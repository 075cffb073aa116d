import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressInLanguage,
  idParamsSchema,
  LANGUAGE_QUERY_PARAMETER,
  type Language,
  parseLanguageTag,
  stockAlertInputSchema,
  stockAlertSchema,
} from '@shop/domain';
import { rememberEndpoints } from '@shop/domain/remember-api';
import type { Db } from '../../db/database';
import { errorSchema, routeOf } from '../../http-schemas';
import { languageOf } from '../../plugins/language';
import { baseUrlOf } from '../../plugins/public-url';
import { escapeHtml, type MailTextKey, mailText, renderPlainPage } from '../mail';
import { alertOfToken, requestStockAlert, UNSUBSCRIBE_PATH, unsubscribe } from './service';

export interface StockAlertRoutesOptions {
  db: Db;
  publicBaseUrl: string | undefined;
}

const unsubscribeQuerySchema = z.object({ token: z.string().max(100).default('') }).loose();

/** Back-in-stock alerts: a shopper's request, and the unsubscribe page its mail links to. */
export const stockAlertRoutes: FastifyPluginAsyncZod<StockAlertRoutesOptions> = async (app, { db, publicBaseUrl }) => {
  app.route({
    ...routeOf(rememberEndpoints.createStockAlert),
    schema: {
      tags: ['stock alerts'],
      summary: 'Be told by e-mail when a sold-out product is back (a guest too)',
      description:
        "One e-mail, in the caller's language, when staff raise the stock above zero; then the alert is closed. " +
        'A repeat for the same address answers 200 and changes nothing. 409 STOCK_ALERT_IN_STOCK for a product ' +
        'in stock; 429 STOCK_ALERT_TOO_MANY past 10 alerts per address per hour.',
      params: idParamsSchema,
      body: stockAlertInputSchema,
      response: {
        200: stockAlertSchema,
        201: stockAlertSchema,
        400: errorSchema,
        404: errorSchema,
        409: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const alert = await requestStockAlert(db, request.params.id, request.body, {
        language: languageOf(request),
        baseUrl: baseUrlOf(request, publicBaseUrl),
      });
      reply.header('cache-control', 'no-store');
      return reply.status(alert.created ? 201 : 200).send(alert);
    },
  });

  // The page the mail's unsubscribe link opens: a question (a mail scanner following the link
  // changes nothing), then the answer, both without the app or signing in, in the alert's language
  // (or the one the page's language link chose).
  app.register(async (page) => {
    // The confirmation is a plain HTML form: its (empty) body is not read.
    page.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) => done(null, undefined));
    for (const method of ['GET', 'POST'] as const) {
      page.route<{ Querystring: z.output<typeof unsubscribeQuerySchema> }>({
        method,
        url: UNSUBSCRIBE_PATH,
        schema: { hide: true, querystring: unsubscribeQuerySchema },
        handler: async (request, reply) => {
          const { token } = request.query;
          const alert = await alertOfToken(db, token);
          const chosen = parseLanguageTag(
            (request.query as Record<string, unknown>)[LANGUAGE_QUERY_PARAMETER] as string,
          );
          const language = chosen ?? alert?.language ?? languageOf(request);
          reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8');
          const t = (key: MailTextKey, params?: Record<string, string>) => escapeHtml(mailText(language, key, params));
          const self = (lng: Language) =>
            escapeHtml(addressInLanguage(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`, lng));
          const other: Language = language === 'es' ? 'en' : 'es';
          const switchLanguage = `<p style="margin:16px 0 0;font-size:14px"><a href="${self(other)}" lang="${other}" style="color:#1d4ed8">${other === 'en' ? 'English' : 'Español'}</a></p>`;
          const home = `<p style="margin:16px 0 0"><a href="${escapeHtml(addressInLanguage('/', language))}" style="color:#1d4ed8">${t('unsubscribeShop')}</a></p>`;
          if (!alert) {
            reply.status(404);
            return renderPlainPage(
              language,
              mailText(language, 'unsubscribeTitle'),
              `<p>${t('unsubscribeInvalid')}</p>${home}${switchLanguage}`,
            );
          }
          if (method === 'POST') {
            await unsubscribe(db, alert.email);
            return renderPlainPage(
              language,
              mailText(language, 'unsubscribeTitle'),
              `<p role="status">${t('unsubscribeDone', { email: alert.email })}</p>${home}${switchLanguage}`,
            );
          }
          return renderPlainPage(
            language,
            mailText(language, 'unsubscribeTitle'),
            `<p>${t('unsubscribeAsk', { email: alert.email })}</p>
<form method="post" action="${self(language)}"><button type="submit" style="font:inherit;font-weight:600;background:#1d4ed8;color:#ffffff;border:0;border-radius:6px;padding:12px 20px;cursor:pointer">${t('unsubscribeButton')}</button></form>${home}${switchLanguage}`,
          );
        },
      });
    }
  });
};
