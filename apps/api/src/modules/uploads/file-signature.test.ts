import { describe, expect, it } from 'vitest';
import { imageTypeOf, isMp4 } from './file-signature';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))),
  );

function ftyp(brand: string, size = 24): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(size);
  return Buffer.concat([head, Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(12)]);
}

describe('imageTypeOf', () => {
  it('recognises the four accepted formats by their first bytes', () => {
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(imageTypeOf(bytes(0x89, 'PNG\r\n', 0x1a, '\n'))).toBe('png');
    expect(imageTypeOf(bytes('GIF87a'))).toBe('gif');
    expect(imageTypeOf(bytes('GIF89a'))).toBe('gif');
    expect(imageTypeOf(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('webp');
  });

  it('knows nothing else: SVG, HTML, executables, archives, other RIFF files, short input', () => {
    for (const content of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg">'),
      bytes('<?xml version="1.0"?><svg>'),
      bytes('<!doctype html><script>'),
      bytes(0x7f, 'ELF'),
      bytes('MZ'),
      bytes('PK', 3, 4),
      bytes('RIFF', 0, 0, 0, 0, 'WAVE'),
      bytes(0xff, 0xd8),
      bytes(),
    ]) {
      expect(imageTypeOf(content)).toBeUndefined();
    }
  });
});

describe('isMp4', () => {
  it('accepts an ftyp box with an mp4 major brand', () => {
    for (const brand of ['isom', 'mp41', 'mp42', 'avc1', 'M4V ', 'iso6']) expect(isMp4(ftyp(brand)), brand).toBe(true);
  });

  it('refuses QuickTime, HEIF images, other boxes first, a broken box size and short input', () => {
    expect(isMp4(ftyp('qt  '))).toBe(false);
    expect(isMp4(ftyp('heic'))).toBe(false);
    expect(isMp4(ftyp('mif1'))).toBe(false);
    expect(isMp4(ftyp('isom', 4))).toBe(false);
    expect(isMp4(bytes(0, 0, 0, 24, 'moovisom', 0, 0, 0, 0))).toBe(false);
    expect(isMp4(bytes(0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0, 0, 0, 0, 0))).toBe(false);
    expect(isMp4(ftyp('isom').subarray(0, 11))).toBe(false);
  });
});
