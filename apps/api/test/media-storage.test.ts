import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS } from '@shop/domain';
import { ConfigError, loadConfig } from '../src/config';
import { localMediaStore, mediaStoreOf, moveMediaToS3 } from '../src/modules/uploads';
import { DEMO, createTestContext, loginAs, testDialect, type TestContext } from './context';
import { startTestBucket, type TestBucket } from './s3-server';

/**
 * The same upload rules on both media stores: the local folder (the default) and an
 * S3-compatible bucket (s3rver, started here). Whatever the store, an upload writes the
 * image and its variants, a refused one writes nothing, a video is checked before it is
 * stored, a deleted picture takes every one of its objects with it, and /uploads/<name>
 * keeps serving what the database names.
 */

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const solid = (width: number, height: number, background = '#16a34a') =>
  sharp({ create: { width, height, channels: 3, background } });

function form(field: string, files: { name: string; content: Buffer }[]) {
  const boundary = `----media-${randomUUID()}`;
  const chunks = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    file.content,
    Buffer.from('\r\n'),
  ]);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function mp4(mediaBytes = 4096): Buffer {
  const box = (type: string, content: Buffer) => {
    const size = Buffer.alloc(4);
    size.writeUInt32BE(8 + content.length);
    return Buffer.concat([size, Buffer.from(type, 'ascii'), content]);
  };
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41')]),
  );
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(mediaBytes, 7))]);
}

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');
const withVariants = (key: string) => [
  key,
  ...IMAGE_VARIANT_WIDTHS.map((width) => key.replace(/\.webp$/, `-${width}w.webp`)),
];

function localKeys(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The command in a process of its own. Never spawnSync: the bucket's server runs in this
 * process, and a blocked event loop would never answer the command.
 */
function mediaMove(env: Record<string, string>): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', 'media:move', '--to', 's3'],
      { cwd: apiRoot, env: { ...process.env, ...env }, encoding: 'utf8' },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

interface StoreUnderTest {
  ctx: TestContext;
  /** Every object the store holds, as keys under /uploads/. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

const stores: Record<'local' | 's3', () => Promise<StoreUnderTest>> = {
  async local() {
    const ctx = await createTestContext({ seed: true });
    return { ctx, keys: async () => localKeys(ctx.config.uploadsDir), close: () => ctx.close() };
  },
  async s3() {
    const bucket = await startTestBucket();
    const ctx = await createTestContext({ seed: true, env: bucket.env });
    return {
      ctx,
      keys: async () => (await bucket.keys()).map((key) => key.replace(/^uploads\//, '')),
      async close() {
        await ctx.close();
        await bucket.close();
      },
    };
  },
};

describe.each(['local', 's3'] as const)(`media in the %s store (${testDialect})`, (kind) => {
  let store: StoreUnderTest;
  let admin: Record<string, string>;
  beforeAll(async () => {
    store = await stores[kind]();
    admin = { authorization: `Bearer ${await loginAs(store.ctx.app, DEMO)}` };
  }, 60_000);
  afterAll(async () => store?.close());

  const post = (url: string, body: ReturnType<typeof form>) =>
    store.ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...admin, ...body.headers } });

  it('stores each image with its variants, and serves them at /uploads/', async () => {
    expect(mediaStoreOf(store.ctx.config).kind).toBe(kind);
    const before = await store.keys();
    const response = await post(
      '/api/upload/multiple',
      form('images', [
        { name: 'a.jpg', content: await solid(1200, 900).jpeg().toBuffer() },
        { name: 'b.png', content: await solid(300, 200, '#dc2626').png().toBuffer() },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { imageUrls } = response.json() as { imageUrls: string[] };
    expect(imageUrls).toHaveLength(2);
    const added = (await store.keys()).filter((key) => !before.includes(key));
    expect(added).toEqual(imageUrls.flatMap((url) => withVariants(keyOf(url))).sort());

    for (const url of [imageUrls[0]!, imageUrls[0]!.replace('.webp', '-400w.webp')]) {
      const served = await store.ctx.app.inject(url);
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      if (url === imageUrls[0]) expect([metadata.width, metadata.height]).toEqual([1200, 900]);
      else expect(metadata.width).toBe(400);
    }
  });

  it('writes nothing when one image of the request is refused, or too large', async () => {
    const before = await store.keys();
    const refused = await post(
      '/api/upload/multiple',
      form('images', [
        { name: 'ok.png', content: await solid(200, 200).png().toBuffer() },
        { name: 'evil.svg', content: SVG },
      ]),
    );
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ code: 'IMAGE_TYPE_NOT_ALLOWED' });
    const tooLarge = await post(
      '/api/upload',
      form('images', [{ name: 'big.png', content: Buffer.alloc(6 * 1024 * 1024, 1) }]),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(await store.keys()).toEqual(before);
  });

  it('checks a video before storing it, and refuses another format without a trace', async () => {
    const before = await store.keys();
    const stored = await post('/api/upload/video', form('video', [{ name: 'clip.mp4', content: mp4() }]));
    expect(stored.statusCode, stored.body).toBe(200);
    const { videoUrl } = stored.json() as { videoUrl: string };
    expect((await store.keys()).filter((key) => !before.includes(key))).toEqual([keyOf(videoUrl)]);
    const served = await store.ctx.app.inject(videoUrl);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(mp4())).toBe(true);

    const afterVideo = await store.keys();
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), Buffer.alloc(4096, 1)]);
    const refused = await post('/api/upload/video', form('video', [{ name: 'clip.webm', content: webm }]));
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ code: 'VIDEO_TYPE_NOT_ALLOWED' });
    expect(await store.keys()).toEqual(afterVideo);
    // No scratch file is left behind on the local disk either.
    expect(localKeys(store.ctx.config.uploadsDir).filter((key) => key.endsWith('.tmp'))).toEqual([]);
  });

  it("deletes a picture's every object, then answers 404 for it", async () => {
    const uploaded = await post(
      '/api/upload',
      form('images', [{ name: 'x.png', content: await solid(900, 600).png().toBuffer() }]),
    );
    const [url] = (uploaded.json() as { imageUrls: string[] }).imageUrls;
    expect(await store.keys()).toEqual(expect.arrayContaining(withVariants(keyOf(url!))));

    const deleted = await store.ctx.app.inject({
      method: 'DELETE',
      url: '/api/upload',
      headers: admin,
      payload: { url },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await store.keys();
    for (const key of withVariants(keyOf(url!))) expect(left).not.toContain(key);
    expect((await store.ctx.app.inject(url!)).statusCode).toBe(404);

    const again = await store.ctx.app.inject({
      method: 'DELETE',
      url: '/api/upload',
      headers: admin,
      payload: { url },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'MEDIA_NOT_FOUND' });
  });

  it('serves only media names at /uploads/', async () => {
    for (const path of ['/uploads/.env', '/uploads/a.html', '/uploads/x.webp.123.tmp', '/uploads/a/b/c.webp']) {
      expect((await store.ctx.app.inject(path)).statusCode, path).toBe(404);
    }
  });
});

describe(`media in a bucket served from its own address (${testDialect})`, () => {
  let bucket: TestBucket;
  let ctx: TestContext;
  beforeAll(async () => {
    bucket = await startTestBucket();
    ctx = await createTestContext({
      seed: true,
      env: { ...bucket.env, S3_PUBLIC_URL: `${bucket.endpoint}/${bucket.bucket}` },
    });
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await bucket?.close();
  });

  it('redirects /uploads/<name> to the object in the bucket for good', async () => {
    const token = await loginAs(ctx.app, DEMO);
    const body = form('images', [{ name: 'a.png', content: await solid(500, 500).png().toBuffer() }]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: { authorization: `Bearer ${token}`, ...body.headers },
    });
    const [url] = (uploaded.json() as { imageUrls: string[] }).imageUrls;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    const answer = await ctx.app.inject(url!);
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe(`${bucket.endpoint}/${bucket.bucket}/uploads/${keyOf(url!)}`);
    const object = await fetch(answer.headers.location!);
    expect(object.status).toBe(200);
    expect((await sharp(Buffer.from(await object.arrayBuffer())).metadata()).width).toBe(500);
  });
});

describe('the media settings', () => {
  it('takes the bucket whole or not at all', () => {
    const bucketEnv = {
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'shop',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'shop',
      S3_SECRET_ACCESS_KEY: 'secret-secret',
    };
    expect(loadConfig(bucketEnv).s3).toMatchObject({
      endpoint: 'http://minio:9000',
      bucket: 'shop',
      publicUrl: undefined,
    });
    expect(loadConfig({}).s3).toBeUndefined();
    const { S3_BUCKET: _bucket, ...withoutBucket } = bucketEnv;
    expect(() => loadConfig(withoutBucket)).toThrow(ConfigError);
    expect(() => loadConfig(withoutBucket)).toThrow(/S3_BUCKET must be set with/);
    expect(() => loadConfig({ S3_PUBLIC_URL: 'https://media.example' })).toThrow(/S3_PUBLIC_URL/);
    expect(() => loadConfig({ ...bucketEnv, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(loadConfig({ ...bucketEnv, S3_PUBLIC_URL: 'https://media.example/' }).s3?.publicUrl).toBe(
      'https://media.example',
    );
  });
});

describe('npm run media:move -- --to s3', () => {
  let bucket: TestBucket;
  let uploadsDir: string;
  let ctx: TestContext;
  beforeAll(async () => {
    bucket = await startTestBucket();
    // A shop that ran on its local folder: uploads, a video, seed images, and strays that are not media.
    ctx = await createTestContext({ seed: true });
    uploadsDir = ctx.config.uploadsDir;
    const local = localMediaStore(uploadsDir);
    const token = await loginAs(ctx.app, DEMO);
    const body = form('images', [{ name: 'a.png', content: await solid(640, 480).png().toBuffer() }]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: { authorization: `Bearer ${token}`, ...body.headers },
    });
    expect(uploaded.statusCode).toBe(200);
    await local.put(`${randomUUID()}.mp4`, mp4());
    await local.put('seed/raton-1.webp', await solid(100, 100).webp().toBuffer());
    writeFileSync(join(uploadsDir, 'notes.html'), '<p>not media</p>');
    writeFileSync(join(uploadsDir, `${randomUUID()}.webp.1234.tmp`), 'half written');
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await bucket?.close();
  });

  const runCommand = () =>
    mediaMove({ ...bucket.env, DATA_DIR: ctx.config.dataDir, UPLOADS_DIR: uploadsDir, NODE_ENV: 'test' });

  it('copies every media file under the same name, and a second run copies nothing', async () => {
    const media = localKeys(uploadsDir).filter((key) => !key.endsWith('.tmp') && !key.endsWith('.html'));
    const first = await runCommand();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(`${media.length} copied, 0 already in the bucket, 1 skipped`);
    expect(await bucket.keys()).toEqual(media.map((key) => `uploads/${key}`).sort());

    const second = await runCommand();
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain(`0 copied, ${media.length} already in the bucket`);

    // The shop on the bucket serves the old /uploads/ URLs with the same bytes.
    const onBucket = await createTestContext({ seed: false, env: bucket.env });
    try {
      for (const key of media) {
        const served = await onBucket.app.inject(`/uploads/${key}`);
        expect(served.statusCode, key).toBe(200);
        expect(served.rawPayload.equals(readFileSync(join(uploadsDir, key))), key).toBe(true);
      }
    } finally {
      await onBucket.close();
    }
  }, 120_000);

  it('copies again what went missing from the bucket, and refuses without the bucket settings', async () => {
    const store = mediaStoreOf({ uploadsDir, s3: loadConfig(bucket.env).s3 });
    const [first] = localKeys(uploadsDir).filter((key) => key.endsWith('.webp'));
    await store.remove([first!]);
    const report = await moveMediaToS3(uploadsDir, store);
    expect(report.copied).toBe(1);
    await store.close();

    const refused = await mediaMove({ DATA_DIR: ctx.config.dataDir, NODE_ENV: 'test' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('S3_ENDPOINT');
  }, 60_000);
});
