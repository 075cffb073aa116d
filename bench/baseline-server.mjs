// The benchmark's baseline: a bare Fastify route answering the shop's exact bytes from memory.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const { list, detail, all } = JSON.parse(readFileSync(process.env.BODIES, 'utf8'));
const app = Fastify({ logger: false });
const json = (body) => (_request, reply) => reply.type('application/json; charset=utf-8').send(body);
app.get('/list', json(list));
app.get('/detail', json(detail));
if (all) app.get('/all', json(all));
app.get('/health', json('{"status":"OK"}'));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
