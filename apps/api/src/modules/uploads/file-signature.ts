/**
 * What a file is, read from its first bytes (its signature), never from its name or the
 * Content-Type the client sent (OWASP file-upload rules). Only the formats the shop
 * accepts are recognised; everything else (SVG, HTML, executables, archives) is unknown.
 */

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif';

const startsWith = (content: Uint8Array, signature: readonly number[], at = 0) =>
  content.length >= at + signature.length && signature.every((byte, i) => content[at + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const FTYP = ascii('ftyp');

export function imageTypeOf(content: Uint8Array): ImageType | undefined {
  if (startsWith(content, JPEG)) return 'jpeg';
  if (startsWith(content, PNG)) return 'png';
  if (startsWith(content, GIF87) || startsWith(content, GIF89)) return 'gif';
  if (startsWith(content, RIFF) && startsWith(content, WEBP, 8)) return 'webp';
  return undefined;
}

/** Bytes an mp4 is recognised by: the size and type of its first box, and the major brand. */
export const MP4_SIGNATURE_BYTES = 12;

/**
 * Major brands of the ISO base media family that browsers play as video/mp4. QuickTime
 * ('qt  '), HEIF images ('heic', 'mif1'), 3GP and the like share the box structure but are
 * not mp4 and are refused.
 */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'mmp4',
  'msnv',
  'XAVC',
  'f4v ',
]);

/** True when a file starts as an mp4 does: an `ftyp` box first, with an mp4 major brand. */
export function isMp4(head: Uint8Array): boolean {
  if (head.length < MP4_SIGNATURE_BYTES || !startsWith(head, FTYP, 4)) return false;
  const boxSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
  if (boxSize < MP4_SIGNATURE_BYTES) return false;
  const brand = String.fromCharCode(...head.subarray(8, 12));
  return MP4_BRANDS.has(brand);
}
