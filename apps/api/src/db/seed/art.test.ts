import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ART_KINDS, drawProductArt, escapeXml } from './art';
import { seedCatalogue } from './catalogue';

describe('product art', () => {
  const used = new Set(seedCatalogue.map((p) => p.art.kind));

  it('can draw every kind the catalogue uses', () => {
    for (const kind of used) expect(ART_KINDS).toContain(kind);
  });

  for (const kind of ART_KINDS) {
    it(`renders all three views of ${kind} at 1600×1200`, async () => {
      const art = seedCatalogue.find((p) => p.art.kind === kind)?.art ?? { kind, body: '#334155', accent: '#0ea5e9' };
      for (const view of [0, 1, 2] as const) {
        const svg = drawProductArt(art, view, `Producto ${kind}`);
        const png = await sharp(Buffer.from(svg)).png().toBuffer();
        const meta = await sharp(png).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['png', 1600, 1200]);
      }
    });
  }

  it('escapes the label so any product name yields valid XML', async () => {
    const name = 'Cable <USB-C> & "Lightning" 2 m';
    const svg = drawProductArt({ kind: 'charger', body: '#ffffff', accent: '#22c55e' }, 0, name);
    expect(svg).toContain(escapeXml(name));
    expect(svg).not.toContain('<USB-C>');
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 1200]);
  });

  it('is deterministic: the same product always yields the same picture', () => {
    const product = seedCatalogue[0]!;
    expect(drawProductArt(product.art, 1, product.name)).toBe(drawProductArt(product.art, 1, product.name));
  });
});
