import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { PREVIEW_PICTURE_SIZE, storedMediaUrl } from '@shop/domain';
import { isServableUploadPath } from '../uploads';

const { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT } = PREVIEW_PICTURE_SIZE;
/** Pictures kept in memory besides the files on disk: about 60 kB each. */
const KEPT_IN_MEMORY = 64;
const UPLOADS_PREFIX = '/uploads/';

export interface PreviewPictures {
  /** The preview of a product whose first image is `image` (a stored media URL) or that has none. */
  product(product: { name: string; image: string | undefined }): Promise<Picture>;
  /** The shop's own preview, for the pages that show no one product. */
  shop(): Promise<Picture>;
}

export interface Picture {
  jpeg: Buffer;
  /** Changes whenever the picture would: the ETag. */
  tag: string;
}

/**
 * Link preview pictures (1200×630 JPEG), made with sharp from a product's first image, letterboxed
 * on the image's own dominant colour so nothing of the product is cut off. A product without a
 * usable image (none, or one on another host) gets a drawn card with its name. Each picture is made
 * once: written to `cacheDir` under a name drawn from what it is made of (an uploaded file never
 * changes under its name), kept in memory for the most asked, and made once however many ask at once.
 */
export function previewPictures(options: {
  uploadsDir: string;
  cacheDir: string;
  publicBaseUrl: string | undefined;
  shopName: string;
}): PreviewPictures {
  const memory = new Map<string, Promise<Picture>>();

  const picture = (key: string, make: () => Promise<Buffer>): Promise<Picture> => {
    const tag = createHash('sha256').update(key).digest('base64url').slice(0, 27);
    const kept = memory.get(tag);
    if (kept) {
      memory.delete(tag);
      memory.set(tag, kept);
      return kept;
    }
    const made = (async () => {
      const file = join(options.cacheDir, `${tag}.jpg`);
      const jpeg = await readFile(file).catch(async () => {
        const fresh = await make();
        await mkdir(options.cacheDir, { recursive: true });
        // Written aside then renamed: a process reading at the same time never sees half a file.
        const aside = `${file}.${process.pid}.${Date.now()}.tmp`;
        await writeFile(aside, fresh);
        await rename(aside, file);
        return fresh;
      });
      return { jpeg, tag };
    })();
    memory.set(tag, made);
    made.catch(() => memory.delete(tag));
    while (memory.size > KEPT_IN_MEMORY) memory.delete(memory.keys().next().value!);
    return made;
  };

  const card = (title: string | undefined) =>
    sharp(Buffer.from(cardSvg(options.shopName, title)))
      .jpeg(JPEG)
      .toBuffer();

  return {
    product({ name, image }) {
      const file = image && uploadedFile(image, options);
      // No image of ours, or not drawn yet (the seed draws after the server listens): the card,
      // under a name of its own, so the picture is made from the image once it is there.
      if (!file || !existsSync(join(options.uploadsDir, file))) return picture(`card\0${name}`, () => card(name));
      return picture(`image\0${file}`, async () => {
        try {
          return await fromImage(join(options.uploadsDir, file));
        } catch {
          // An unreadable file stays so under its name: the card shows what the link is about.
          return card(name);
        }
      });
    },
    shop: () => picture('shop', () => card(undefined)),
  };
}

const JPEG = { quality: 82, progressive: true, mozjpeg: true } as const;

/** The file under the uploads folder that a stored media URL names, when it is one this server serves. */
function uploadedFile(url: string, options: { publicBaseUrl: string | undefined }): string | undefined {
  const stored = storedMediaUrl(url, options.publicBaseUrl);
  if (!stored.startsWith(UPLOADS_PREFIX)) return undefined;
  const path = stored.slice(UPLOADS_PREFIX.length - 1);
  return isServableUploadPath(path) && !path.endsWith('.mp4') ? path.slice(1) : undefined;
}

async function fromImage(file: string): Promise<Buffer> {
  const source = await readFile(file);
  const { dominant } = await sharp(source).stats();
  return sharp(source)
    .rotate()
    .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'contain', background: dominant })
    .flatten({ background: dominant })
    .jpeg(JPEG)
    .toBuffer();
}

/** The drawn card: the shop's name, and the product's when there is one, on the shop's colours. */
function cardSvg(shopName: string, title: string | undefined): string {
  const lines = title ? wrap(title, 24, 3) : [];
  const text = (content: string, y: number, size: number, weight: number) =>
    `<text x="80" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="#ffffff">${escapeXml(content)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#312e81"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<rect x="80" y="${title ? 120 : 320}" width="120" height="8" rx="4" fill="#818cf8"/>
${text(shopName, title ? 100 : 280, title ? 40 : 96, 700)}
${lines.map((line, index) => text(line, 220 + index * 78, 64, 700)).join('\n')}
</svg>`;
}

/** Words into at most `maxLines` lines of about `width` characters, the last cut with '…'. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines)
    return lines.map((each) => (each.length > width ? `${each.slice(0, width - 1)}…` : each));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1)}…`;
  return kept;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
