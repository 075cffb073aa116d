import type { FastifyReply } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

type Encoding = 'br' | 'gzip';

/** Under this, compressing an answer is not worth it (the compression plugin's threshold too). */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * An answer's bytes kept for many requests (a rendered page, a kept API answer), compressed once
 * per encoding for all of them instead of once per request by the compression plugin. On the
 * thread pool, off the event loop.
 */
export class EncodedBody {
  private readonly compressed = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly identity: Buffer,
    /** Brotli's quality: above a per-request compressor's (4) where the bytes are kept long. */
    private readonly brotliQuality = 4,
  ) {}

  encoded(encoding: Encoding): Promise<Buffer> {
    let bytes = this.compressed.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? promisify(brotliCompress)(this.identity, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: this.brotliQuality,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
              },
            })
          : promisify(gzip)(this.identity);
      this.compressed.set(encoding, bytes);
    }
    return bytes;
  }
}

/** The encoding to send kept bytes in: brotli, else gzip, else none, by what the request accepts. */
function acceptedEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q) || 0);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  // x-gzip: gzip's old name, which a recipient is to take as gzip (RFC 9110, 8.4.1.3).
  if (Math.max(weight('gzip'), weight('x-gzip')) > 0) return 'gzip';
  return undefined;
}

/**
 * Sends kept bytes as the request accepts them: compressed once for every request (the
 * compression plugin leaves an answer with a Content-Encoding alone), saying so the way the
 * plugin does (Content-Encoding, and Accept-Encoding among the headers the answer varies by).
 */
export async function sendEncoded(reply: FastifyReply, body: EncodedBody): Promise<FastifyReply> {
  const encoding = acceptedEncoding(reply.request.headers['accept-encoding']);
  if (!encoding || body.identity.length < COMPRESS_FROM_BYTES) return reply.send(body.identity);
  const varies = [reply.getHeader('vary') ?? []].flat().map(String).join(', ');
  if (!/accept-encoding/i.test(varies)) reply.header('vary', varies ? `${varies}, accept-encoding` : 'accept-encoding');
  return reply.header('content-encoding', encoding).send(await body.encoded(encoding));
}
