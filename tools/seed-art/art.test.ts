import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ART_KINDS, drawProductArt, escapeXml, type ProductArt } from './art';

describe('product art', () => {
  for (const kind of ART_KINDS) {
    it(`renders all three views of ${kind} at 1600×1200`, async () => {
      const art: ProductArt = { kind, body: '#334155', accent: '#0ea5e9' };
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
    const art: ProductArt = { kind: 'laptop', body: '#1f2937', accent: '#f59e0b' };
    expect(drawProductArt(art, 1, 'Notebook')).toBe(drawProductArt(art, 1, 'Notebook'));
  });
});
