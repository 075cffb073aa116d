import type { FastifyRequest } from 'fastify';

/**
 * Where the shop is reached, for links in e-mails: PUBLIC_BASE_URL when set, else the request's
 * own origin (its Host header, and X-Forwarded-Proto/Host only through TRUST_PROXY's proxies).
 * Set PUBLIC_BASE_URL in production: a Host header is the client's to choose.
 */
export function baseUrlOf(request: FastifyRequest, publicBaseUrl: string | undefined): string {
  if (publicBaseUrl) return publicBaseUrl;
  const host = /^[\w.-]+(:\d+)?$|^\[[\da-f:.]+\](:\d+)?$/i.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}
