// The load benchmark's baseline: a bare Fastify server answering each kind of request the
// shoppers make with the shop's exact bytes for it, from memory (no database, no rendering).
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

/** @type {Record<string, { type: string; status: number; body: string }>} */
const bodies = JSON.parse(readFileSync(process.env.BODIES, 'utf8'));
const app = Fastify({ logger: false });
app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

function kindOf(method, url) {
  const [path] = url.split('?', 1);
  if (method === 'PUT') return 'staffEdit';
  if (path === '/api/orders/check') return 'check';
  if (path === '/api/orders') return 'order';
  if (path.startsWith('/api/products/')) return 'product';
  if (path === '/api/products') return 'search';
  if (path.startsWith('/producto/')) return 'productPage';
  if (path === '/productos') return 'cataloguePage';
  return 'homePage';
}

app.all('/*', (request, reply) => {
  const answer = bodies[kindOf(request.method, request.url)];
  reply.status(answer.status).type(answer.type).send(answer.body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
