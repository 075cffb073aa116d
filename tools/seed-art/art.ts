/**
 * Flat product illustrations for the seeded catalogue, drawn as SVG so the
 * repository ships no binary photos (and no third-party images with unclear
 * licences). Every drawing is pure string building: sharp renders it later.
 *
 * Each device is drawn in its own local coordinates around (0, 0) and placed
 * on the 1600×1200 canvas with a transform, so lifestyle scenes can reuse the
 * front views at any size. Gradients use objectBoundingBox units (the SVG
 * default) so one definition shades any shape.
 *
 * A tool apart from the server's source: the API's seed module imports it (esbuild bundles it
 * into the server) and rasterises the drawings at first start when SEED_IMAGES is on.
 */

/** What the drawer knows how to draw. */
export type ArtKind =
  | 'laptop'
  | 'phone'
  | 'tablet'
  | 'monitor'
  | 'monitor-curved'
  | 'headphones'
  | 'mouse'
  | 'keyboard'
  | 'smartwatch'
  | 'smartwatch-round'
  | 'charger'
  | 'charger-multi'
  | 'speaker'
  | 'earbuds'
  | 'webcam';

/** A product's drawing instructions: what to draw, in which colours (hex). */
export interface ProductArt {
  kind: ArtKind;
  body: string;
  accent: string;
}

const WIDTH = 1600;
const HEIGHT = 1200;

type Pt = readonly [number, number];
/** Corners in order top-left, top-right, bottom-right, bottom-left. */
type Quad = readonly [Pt, Pt, Pt, Pt];
type Scene = (c: Ctx) => string;
type Overlay = (x: number, y: number, w: number, h: number) => string;

// ─── Colour ───────────────────────────────────────────────────────────────

function rgb(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return [136, 136, 136];
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const value = parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Linear blend: t = 0 gives `a`, t = 1 gives `b`. */
function mix(a: string, b: string, t: number): string {
  const ca = rgb(a);
  const cb = rgb(b);
  return `#${ca
    .map((v, i) =>
      Math.round(v + ((cb[i] ?? v) - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function luma(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

interface Palette {
  body: string;
  bodyLight: string;
  bodyDark: string;
  edge: string;
  accent: string;
  accentLight: string;
  accentDark: string;
  /** Keycaps, buttons: a shade that reads on top of the body. */
  key: string;
  strap: string;
  darkBody: boolean;
}

function palette(art: ProductArt): Palette {
  const body = mix(art.body, art.body, 0); // normalises #abc and bad input to #rrggbb
  const accent = mix(art.accent, art.accent, 0);
  const darkBody = luma(body) < 0.35;
  return {
    body,
    bodyLight: mix(body, '#ffffff', darkBody ? 0.16 : 0.5),
    bodyDark: mix(body, '#000000', darkBody ? 0.35 : 0.2),
    edge: mix(body, '#000000', darkBody ? 0.55 : 0.32),
    accent,
    accentLight: mix(accent, '#ffffff', 0.45),
    accentDark: mix(accent, '#0b1020', 0.5),
    key: darkBody ? mix(body, '#ffffff', 0.1) : mix(body, '#ffffff', 0.72),
    strap: mix(mix(accent, body, 0.45), '#000000', 0.15),
    darkBody,
  };
}

// ─── SVG helpers ──────────────────────────────────────────────────────────

/** Builds one document: hands out unique ids and collects per-drawing defs (clip paths). */
class Ctx {
  readonly defs: string[] = [];
  private seq = 0;
  constructor(readonly p: Palette) {}

  /** Registers a clip path and returns the attribute that applies it. */
  clip(shape: string): string {
    this.seq += 1;
    const id = `clip${this.seq}`;
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );
}

/** Rounds coordinates to one decimal: smaller documents, no float noise. */
const r1 = (value: number): number => Math.round(value * 10) / 10;

function place(x: number, y: number, content: string, scale = 1, rotate = 0): string {
  const rotation = rotate ? ` rotate(${rotate})` : '';
  const scaling = scale !== 1 ? ` scale(${scale})` : '';
  return `<g transform="translate(${r1(x)} ${r1(y)})${rotation}${scaling}">${content}</g>`;
}

function rect(x: number, y: number, w: number, h: number, rx: number, attrs: string): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(rx)}" ${attrs}/>`;
}

function circle(cx: number, cy: number, radius: number, attrs: string): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" ${attrs}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, attrs: string): string {
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" ${attrs}/>`;
}

function points(list: readonly Pt[]): string {
  return list.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');
}

/** A polygon whose corners are softened by a same-coloured round-joined stroke. */
function softPolygon(list: readonly Pt[], fill: string, radius = 6, extra = ''): string {
  return `<polygon points="${points(list)}" fill="${fill}" stroke="${fill}" stroke-width="${radius * 2}" stroke-linejoin="round" ${extra}/>`;
}

const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** Bilinear point inside a quad: how keyboards and screens get their perspective. */
function at(q: Quad, u: number, v: number): Pt {
  return lerp(lerp(q[0], q[1], u), lerp(q[3], q[2], u), v);
}

function subQuad(q: Quad, u0: number, v0: number, u1: number, v1: number): Quad {
  return [at(q, u0, v0), at(q, u1, v0), at(q, u1, v1), at(q, u0, v1)];
}

/** Blurred ellipse under an object: grounds it on the backdrop. */
function groundShadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.22): string {
  return ellipse(cx, cy, rx, ry, `fill="#0f172a" opacity="${opacity}" filter="url(#shadow)"`);
}

/** A floating white UI card with a soft drop shadow. */
function card(x: number, y: number, w: number, h: number, content: string): string {
  return `${rect(x + 6, y + 18, w, h, 30, 'fill="#0f172a" opacity=".16" filter="url(#soft)"')}${rect(x, y, w, h, 30, 'fill="#ffffff" opacity=".96"')}${content}`;
}

function text(x: number, y: number, size: number, fill: string, content: string, extra = ''): string {
  return `<text x="${r1(x)}" y="${r1(y)}" font-family="sans-serif" font-size="${size}" fill="${fill}" ${extra}>${escapeXml(content)}</text>`;
}

const ICON_COLOURS = [
  '#ff6b6b',
  '#ffb347',
  '#ffd93d',
  '#6bcb77',
  '#4d96ff',
  '#9b5de5',
  '#f15bb5',
  '#00bbf9',
  '#00c9a7',
  '#ff8fab',
];

/** A small app icon: coloured rounded square with a simple white glyph. */
function appIcon(x: number, y: number, size: number, index: number): string {
  const colour = ICON_COLOURS[index % ICON_COLOURS.length] ?? '#4d96ff';
  const cx = x + size / 2;
  const cy = y + size / 2;
  const s = size * 0.22;
  const glyphs = [
    circle(cx, cy, s, 'fill="#fff" opacity=".9"'),
    rect(
      cx - s,
      cy - s,
      s * 2,
      s * 2,
      s * 0.4,
      'fill="none" stroke="#fff" stroke-width="' + r1(size * 0.07) + '" opacity=".9"',
    ),
    `<polygon points="${points([
      [cx - s * 0.7, cy - s],
      [cx + s, cy],
      [cx - s * 0.7, cy + s],
    ])}" fill="#fff" opacity=".9"/>`,
    `<path d="M${r1(cx - s)} ${r1(cy + s)} V${r1(cy)} M${r1(cx)} ${r1(cy + s)} V${r1(cy - s)} M${r1(cx + s)} ${r1(cy + s)} V${r1(cy - s * 0.4)}" stroke="#fff" stroke-width="${r1(size * 0.09)}" stroke-linecap="round" opacity=".9"/>`,
  ];
  return rect(x, y, size, size, size * 0.24, `fill="${colour}"`) + (glyphs[index % glyphs.length] ?? '');
}

// ─── Document ─────────────────────────────────────────────────────────────

function baseDefs(p: Palette): string {
  const bgTop = mix(p.accent, '#ffffff', 0.84);
  const bgBottom = mix(mix(p.body, p.accent, 0.25), '#ffffff', 0.8);
  return `
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.45" r="0.55"><stop offset="0" stop-color="#ffffff" stop-opacity=".7"/><stop offset=".55" stop-color="${p.accent}" stop-opacity=".12"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accentDark}" stop-opacity="0"/><stop offset="1" stop-color="${p.accentDark}" stop-opacity=".12"/></linearGradient>
<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bodyLight}"/><stop offset=".55" stop-color="${p.body}"/><stop offset="1" stop-color="${p.bodyDark}"/></linearGradient>
<linearGradient id="bodyH" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.bodyDark}"/><stop offset=".18" stop-color="${p.bodyLight}"/><stop offset=".8" stop-color="${p.body}"/><stop offset="1" stop-color="${p.bodyDark}"/></linearGradient>
<radialGradient id="bodyR" cx=".38" cy=".3" r=".8"><stop offset="0" stop-color="${p.bodyLight}"/><stop offset=".6" stop-color="${p.body}"/><stop offset="1" stop-color="${p.bodyDark}"/></radialGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(p.accent, '#ffffff', 0.3)}"/><stop offset=".5" stop-color="${p.accent}"/><stop offset="1" stop-color="${mix(p.accent, '#0b1020', 0.62)}"/></linearGradient>
<linearGradient id="accentG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(p.accent, '#ffffff', 0.2)}"/><stop offset="1" stop-color="${mix(p.accent, '#000000', 0.25)}"/></linearGradient>
<linearGradient id="strap" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(p.strap, '#000000', 0.2)}"/><stop offset=".4" stop-color="${mix(p.strap, '#ffffff', 0.12)}"/><stop offset="1" stop-color="${mix(p.strap, '#000000', 0.25)}"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset=".5" stop-color="#c3cad5"/><stop offset="1" stop-color="#8a93a2"/></linearGradient>
<radialGradient id="lens" cx=".42" cy=".38" r=".65"><stop offset="0" stop-color="#4a6394"/><stop offset=".45" stop-color="#121b31"/><stop offset="1" stop-color="#020308"/></radialGradient>
<linearGradient id="desk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix('#efe4d6', p.accent, 0.06)}"/><stop offset="1" stop-color="${mix('#d9c9b6', p.accent, 0.06)}"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".22"/><stop offset=".5" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
<pattern id="fabric" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="3.5" cy="3.5" r="2.3" fill="#000000" opacity=".2"/><circle cx="10.5" cy="10.5" r="2.3" fill="#000000" opacity=".2"/><circle cx="10.5" cy="3.5" r="1.4" fill="#ffffff" opacity=".07"/></pattern>
<filter id="shadow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="22"/></filter>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>
<filter id="haze" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="45"/></filter>`;
}

/** Studio backdrop: soft gradient, a glow behind the product and two quiet decorative discs. */
function backdrop(p: Palette): string {
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
${circle(1420, 170, 260, `fill="${p.accent}" opacity=".07"`)}
${circle(170, 1010, 340, `fill="${p.accentDark}" opacity=".05"`)}
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
<rect y="760" width="${WIDTH}" height="440" fill="url(#floor)"/>`;
}

function labelText(label: string): string {
  const short = label.length > 90 ? `${label.slice(0, 87)}…` : label;
  // Width is estimated (no font metrics here): ~0.6 em per character plus padding.
  const pill = Math.min(WIDTH - 80, short.length * 18 + 80);
  return `${rect((WIDTH - pill) / 2, HEIGHT - 92, pill, 66, 33, 'fill="#ffffff" opacity=".55"')}
<text x="${WIDTH / 2}" y="${HEIGHT - 44}" text-anchor="middle" font-family="sans-serif" font-size="30" letter-spacing="1" fill="#1e293b" fill-opacity=".72">${escapeXml(short)}</text>`;
}

/** Desk surface for lifestyle scenes: a warm tabletop with a lit front edge. */
function desk(top = 860): string {
  return `<rect y="${top}" width="${WIDTH}" height="${HEIGHT - top}" fill="url(#desk)"/>
<rect y="${top}" width="${WIDTH}" height="5" fill="#ffffff" opacity=".45"/>
<rect y="${top - 40}" width="${WIDTH}" height="40" fill="#0f172a" opacity=".04" filter="url(#soft)"/>`;
}

// ─── Shared parts ─────────────────────────────────────────────────────────

/** Abstract wallpaper (waves and a soft sun) clipped to a screen, plus optional UI on top. */
function wallpaper(c: Ctx, x: number, y: number, w: number, h: number, rx: number, overlay = ''): string {
  const clip = c.clip(rect(x, y, w, h, rx, ''));
  return wallpaperIn(c, clip, x, y, w, h, overlay);
}

function wallpaperIn(c: Ctx, clip: string, x: number, y: number, w: number, h: number, overlay: string): string {
  const p = c.p;
  const wave = (base: number, amp: number): string =>
    `M${r1(x)} ${r1(y + h * base)} C${r1(x + w * 0.3)} ${r1(y + h * (base - amp))} ${r1(x + w * 0.6)} ${r1(y + h * (base + amp))} ${r1(x + w)} ${r1(y + h * (base - amp * 0.4))} L${r1(x + w)} ${r1(y + h)} L${r1(x)} ${r1(y + h)} Z`;
  return `<g ${clip}>
${rect(x, y, w, h, 0, 'fill="url(#screen)"')}
${circle(x + w * 0.76, y + h * 0.26, Math.min(w, h) * 0.3, 'fill="#ffffff" opacity=".13"')}
<path d="${wave(0.6, 0.14)}" fill="${p.accentLight}" opacity=".35"/>
<path d="${wave(0.74, 0.1)}" fill="#ffffff" opacity=".12"/>
<path d="${wave(0.86, -0.08)}" fill="${p.accentDark}" opacity=".35"/>
${overlay}
<polygon points="${points([
    [x, y],
    [x + w * 0.5, y],
    [x + w * 0.2, y + h],
    [x, y + h],
  ])}" fill="#ffffff" opacity=".06"/>
</g>`;
}

function lens(x: number, y: number, radius: number, ring: string): string {
  return `${circle(x, y, radius + radius * 0.22, `fill="${ring}"`)}
${circle(x, y, radius, 'fill="#07090f" stroke="#5b6270" stroke-width="3"')}
${circle(x, y, radius * 0.66, 'fill="url(#lens)"')}
${circle(x, y, radius * 0.24, 'fill="#05070d"')}
${circle(x - radius * 0.28, y - radius * 0.3, radius * 0.14, 'fill="#ffffff" opacity=".75"')}
${circle(x + radius * 0.25, y + radius * 0.28, radius * 0.07, 'fill="#9ad0ff" opacity=".5"')}`;
}

/** Lock screen: big clock and date. */
const lockScreen: Overlay = (x, y, w, h) => {
  const cx = x + w / 2;
  return `${text(cx, y + h * 0.15, Math.round(w * 0.07), '#ffffff', 'martes 14 de mayo', 'text-anchor="middle" opacity=".85"')}
${text(cx, y + h * 0.27, Math.round(w * 0.27), '#ffffff', '9:41', 'text-anchor="middle" font-weight="bold"')}
${circle(x + w * 0.17, y + h * 0.91, w * 0.085, 'fill="#ffffff" opacity=".2"')}
${circle(x + w * 0.83, y + h * 0.91, w * 0.085, 'fill="#ffffff" opacity=".2"')}
${rect(cx - w * 0.18, y + h - 16, w * 0.36, 6, 3, 'fill="#ffffff" opacity=".9"')}`;
};

/** Home screen: a grid of app icons and a dock. */
function homeScreen(columns: number, rows: number): Overlay {
  return (x, y, w, h) => {
    const size = (w / columns) * 0.62;
    const stepX = w / columns;
    const stepY = Math.min(stepX * 1.18, (h * 0.7) / rows);
    let icons = '';
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < columns; col++) {
        icons += appIcon(x + stepX * col + (stepX - size) / 2, y + h * 0.1 + stepY * row, size, row * columns + col);
      }
    }
    const dockH = size * 1.45;
    const dockY = y + h - dockH - h * 0.03;
    let dock = rect(x + w * 0.05, dockY, w * 0.9, dockH, dockH * 0.35, 'fill="#ffffff" opacity=".25"');
    const dockCount = Math.min(columns, 6);
    const dockStep = (w * 0.9) / dockCount;
    for (let i = 0; i < dockCount; i++) {
      dock += appIcon(x + w * 0.05 + dockStep * i + (dockStep - size) / 2, dockY + (dockH - size) / 2, size, i + 3);
    }
    return icons + dock;
  };
}

/** Desktop: a document window and a dock, for laptop and monitor screens. */
const desktop: Overlay = (x, y, w, h) => {
  const wx = x + w * 0.1;
  const wy = y + h * 0.1;
  const ww = w * 0.5;
  const wh = h * 0.6;
  let lines = '';
  for (let i = 0; i < 6; i++) {
    lines += rect(
      wx + ww * 0.08,
      wy + wh * (0.3 + i * 0.1),
      ww * (i % 3 === 2 ? 0.55 : 0.84),
      wh * 0.035,
      4,
      'fill="#cbd5e1"',
    );
  }
  const dockW = w * 0.42;
  const icon = h * 0.07;
  let dock = rect(
    x + (w - dockW) / 2,
    y + h - icon * 1.6,
    dockW,
    icon * 1.35,
    icon * 0.4,
    'fill="#ffffff" opacity=".3"',
  );
  for (let i = 0; i < 7; i++) {
    dock += appIcon(x + (w - dockW) / 2 + dockW * 0.05 + i * dockW * 0.13, y + h - icon * 1.42, icon, i);
  }
  return `${rect(wx + 8, wy + 16, ww, wh, 12, 'fill="#0f172a" opacity=".25" filter="url(#soft)"')}
${rect(wx, wy, ww, wh, 12, 'fill="#ffffff" opacity=".95"')}
${rect(wx, wy, ww, wh * 0.13, 12, 'fill="#e2e8f0"')}
${circle(wx + ww * 0.05, wy + wh * 0.065, wh * 0.025, 'fill="#ff5f57"')}${circle(wx + ww * 0.1, wy + wh * 0.065, wh * 0.025, 'fill="#febc2e"')}${circle(wx + ww * 0.15, wy + wh * 0.065, wh * 0.025, 'fill="#28c840"')}
${rect(wx + ww * 0.08, wy + wh * 0.19, ww * 0.4, wh * 0.06, 5, 'fill="#334155"')}
${lines}${dock}`;
};

// ─── Laptop ───────────────────────────────────────────────────────────────

function laptopFront(c: Ctx): string {
  const p = c.p;
  return `${rect(-500, -390, 1000, 652, 30, `fill="url(#body)" stroke="${p.edge}" stroke-width="3"`)}
${rect(-487, -377, 974, 626, 20, 'fill="#0a0c11"')}
${wallpaper(c, -462, -350, 924, 574, 6, desktop(-462, -350, 924, 574))}
${circle(0, -363, 5, 'fill="#2b3240"')}${circle(0, -363, 2, 'fill="#4b5a7a"')}
<path d="M-520 262 H520 L578 294 Q584 304 570 306 H-570 Q-584 304 -578 294 Z" fill="url(#body)" stroke="${p.edge}" stroke-width="3"/>
${rect(-85, 262, 170, 11, 6, `fill="${p.bodyDark}" opacity=".6"`)}
${rect(-560, 303, 1120, 6, 3, `fill="${p.edge}" opacity=".55"`)}`;
}

const KEY_ROWS: readonly (readonly number[])[] = [
  Array<number>(15).fill(1),
  [...Array<number>(13).fill(1), 2],
  [1.5, ...Array<number>(12).fill(1), 1.5],
  [1.75, ...Array<number>(11).fill(1), 2.25],
  [2.25, ...Array<number>(10).fill(1), 2.75],
  [1.25, 1.25, 1.25, 6.25, 1.25, 1.25, 1.25, 1.25],
];
const KEY_ROW_HEIGHTS = [0.7, 1, 1, 1, 1, 1];
const KEY_UNITS_WIDE = 15;
const KEY_UNITS_HIGH = KEY_ROW_HEIGHTS.reduce((a, b) => a + b, 0);

/** A 15-unit keyboard laid out inside any quad, so it works flat or in perspective. */
function keysOnQuad(q: Quad, cap: string, base: string, corner = 3): string {
  const gap = 0.14;
  let out = '';
  let v = 0;
  KEY_ROWS.forEach((row, index) => {
    const h = KEY_ROW_HEIGHTS[index] ?? 1;
    let u = 0;
    for (const w of row) {
      const outer = subQuad(
        q,
        (u + gap / 2) / KEY_UNITS_WIDE,
        (v + gap / 2) / KEY_UNITS_HIGH,
        (u + w - gap / 2) / KEY_UNITS_WIDE,
        (v + h - gap / 2) / KEY_UNITS_HIGH,
      );
      const top = subQuad(
        q,
        (u + gap / 2 + 0.07) / KEY_UNITS_WIDE,
        (v + gap / 2 + 0.02) / KEY_UNITS_HIGH,
        (u + w - gap / 2 - 0.07) / KEY_UNITS_WIDE,
        (v + h - gap / 2 - 0.16) / KEY_UNITS_HIGH,
      );
      out += softPolygon(outer, base, corner) + softPolygon(top, cap, corner);
      u += w;
    }
    v += h;
  });
  return out;
}

function laptopFromAbove(c: Ctx): string {
  const p = c.p;
  const deck: Quad = [
    [-470, -40],
    [470, -40],
    [610, 400],
    [-610, 400],
  ];
  const lid: Quad = [
    [-430, -470],
    [430, -470],
    [470, -40],
    [-470, -40],
  ];
  const bezel = subQuad(lid, 0.02, 0.03, 0.98, 0.985);
  const screen = subQuad(lid, 0.045, 0.075, 0.955, 0.955);
  const screenClip = c.clip(`<polygon points="${points(screen)}"/>`);
  const xs = screen.map((pt) => pt[0]);
  const ys = screen.map((pt) => pt[1]);
  const sx = Math.min(...xs);
  const sy = Math.min(...ys);
  const sw = Math.max(...xs) - sx;
  const sh = Math.max(...ys) - sy;
  const keyboard = subQuad(deck, 0.1, 0.07, 0.9, 0.56);
  const well = subQuad(deck, 0.085, 0.05, 0.915, 0.58);
  const pad = subQuad(deck, 0.34, 0.64, 0.66, 0.93);
  const grilleL = subQuad(deck, 0.025, 0.08, 0.07, 0.54);
  const grilleR = subQuad(deck, 0.93, 0.08, 0.975, 0.54);
  const glow = p.darkBody ? softPolygon(keyboard, p.accent, 10, 'opacity=".35" filter="url(#soft)"') : '';
  return `${softPolygon(
    [
      [-610, 400],
      [610, 400],
      [604, 432],
      [-604, 432],
    ],
    p.bodyDark,
    10,
  )}
${softPolygon(deck, p.body, 14)}
<polygon points="${points(deck)}" fill="url(#body)" opacity=".6"/>
${softPolygon(well, p.bodyDark, 8, 'opacity=".55"')}
${glow}
${keysOnQuad(keyboard, p.key, mix(p.key, '#000000', 0.35))}
${softPolygon(pad, mix(p.body, '#ffffff', p.darkBody ? 0.06 : 0.18), 12, `opacity=".95"`)}
<polygon points="${points(pad)}" fill="none" stroke="${p.edge}" stroke-opacity=".35" stroke-width="2"/>
${softPolygon(grilleL, p.bodyDark, 4, 'opacity=".35"')}${softPolygon(grilleR, p.bodyDark, 4, 'opacity=".35"')}
${softPolygon(lid, p.body, 14)}
${softPolygon(bezel, '#0a0c11', 10)}
${wallpaperIn(c, screenClip, sx, sy, sw, sh, desktop(sx, sy, sw, sh))}
${softPolygon(
  [
    [-470, -46],
    [470, -46],
    [470, -34],
    [-470, -34],
  ],
  p.bodyDark,
  2,
)}`;
}

function mug(c: Ctx): string {
  const p = c.p;
  return `<path d="M62 -150 C130 -150 130 -60 62 -60" fill="none" stroke="${p.accentDark}" stroke-width="20" stroke-linecap="round"/>
<path d="M-72 -175 H72 V-26 Q72 0 46 0 H-46 Q-72 0 -72 -26 Z" fill="url(#accentG)"/>
${ellipse(0, -175, 72, 14, `fill="${mix(p.accent, '#ffffff', 0.3)}"`)}
${ellipse(0, -173, 60, 10, 'fill="#5b3a29"')}
<path d="M-22 -200 C-40 -230 -4 -250 -22 -285 M18 -205 C0 -235 36 -255 18 -290" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" opacity=".6"/>
<rect x="-60" y="-160" width="14" height="130" rx="7" fill="#ffffff" opacity=".18"/>`;
}

function plant(): string {
  const leaves = [
    [-60, -260, -38, '#3f8f5f'],
    [55, -250, 36, '#56a873'],
    [-20, -330, -8, '#2f7a4f'],
    [25, -300, 18, '#4c9b68'],
    [-95, -180, -62, '#56a873'],
    [95, -175, 64, '#3f8f5f'],
  ] as const;
  const drawn = leaves
    .map(
      ([x, y, angle, colour]) =>
        `<ellipse cx="${x}" cy="${y}" rx="34" ry="92" fill="${colour}" transform="rotate(${angle} ${x} ${y})"/>`,
    )
    .join('');
  return `${drawn}
<path d="M-78 -132 H78 L62 0 H-62 Z" fill="#d98863"/>
<rect x="-86" y="-142" width="172" height="30" rx="8" fill="#e59a74"/>
<rect x="-62" y="-110" width="16" height="100" rx="8" fill="#ffffff" opacity=".15"/>`;
}

const laptopScenes: readonly [Scene, Scene, Scene] = [
  (c) => groundShadow(800, 900, 600, 34) + place(800, 580, laptopFront(c)),
  (c) => groundShadow(800, 1000, 620, 40) + place(800, 585, laptopFromAbove(c), 0.98),
  (c) =>
    `${desk()}${groundShadow(790, 900, 470, 22, 0.28)}${place(790, 662, laptopFront(c), 0.78)}
${groundShadow(1330, 905, 100, 14, 0.3)}${place(1330, 905, mug(c))}
${groundShadow(250, 905, 95, 14, 0.3)}${place(250, 905, plant())}`,
];

// ─── Phone ────────────────────────────────────────────────────────────────

function phoneFront(c: Ctx, overlay: Overlay): string {
  const p = c.p;
  return `${rect(-197, -240, 10, 64, 4, `fill="${p.bodyDark}"`)}${rect(-197, -160, 10, 64, 4, `fill="${p.bodyDark}"`)}${rect(187, -200, 10, 110, 4, `fill="${p.bodyDark}"`)}
${rect(-190, -390, 380, 780, 64, `fill="url(#bodyH)" stroke="${p.edge}" stroke-width="3"`)}
${rect(-181, -381, 362, 762, 56, 'fill="#06070a"')}
${wallpaper(c, -169, -369, 338, 738, 46, overlay(-169, -369, 338, 738))}
${rect(-56, -352, 112, 32, 16, 'fill="#000000"')}${circle(32, -336, 7, 'fill="#111a2e"')}`;
}

function phoneBack(c: Ctx): string {
  const p = c.p;
  const module = mix(p.body, p.darkBody ? '#ffffff' : '#000000', 0.08);
  return `${rect(-197, -240, 10, 64, 4, `fill="${p.bodyDark}"`)}${rect(187, -200, 10, 110, 4, `fill="${p.bodyDark}"`)}
${rect(-190, -390, 380, 780, 64, `fill="url(#body)" stroke="${p.edge}" stroke-width="3"`)}
${rect(-180, -380, 360, 760, 56, 'fill="url(#glass)"')}
${rect(-160, -360, 210, 220, 54, `fill="${module}" stroke="${p.edge}" stroke-opacity=".35" stroke-width="3"`)}
${lens(-104, -300, 36, p.bodyDark)}${lens(-104, -200, 36, p.bodyDark)}${lens(-6, -250, 36, p.bodyDark)}
${circle(-6, -325, 12, 'fill="#fff6d8" stroke="#c8b98a" stroke-width="2"')}${circle(-6, -176, 6, 'fill="#0b0f18"')}
${circle(0, 60, 30, `fill="${p.bodyDark}" opacity=".25"`)}${circle(0, 60, 16, `fill="${p.bodyLight}" opacity=".5"`)}`;
}

function floatingMusicCard(x: number, y: number, p: Palette, w = 330): string {
  return card(
    x,
    y,
    w,
    130,
    `${rect(x + 22, y + 22, 86, 86, 18, 'fill="url(#screen)"')}
${rect(x + 126, y + 32, w * 0.42, 16, 8, 'fill="#334155"')}${rect(x + 126, y + 60, w * 0.3, 12, 6, 'fill="#94a3b8"')}
${rect(x + 126, y + 88, w * 0.54, 8, 4, 'fill="#e2e8f0"')}${rect(x + 126, y + 88, w * 0.3, 8, 4, `fill="${p.accent}"`)}`,
  );
}

function floatingPhotoCard(x: number, y: number, p: Palette): string {
  return card(
    x,
    y,
    270,
    230,
    `${rect(x + 18, y + 18, 234, 160, 18, `fill="${mix(p.accent, '#ffffff', 0.55)}"`)}
${circle(x + 190, y + 60, 22, 'fill="#ffe08a"')}
<path d="M${x + 18} ${y + 178} L${x + 92} ${y + 92} L${x + 150} ${y + 150} L${x + 186} ${y + 116} L${x + 252} ${y + 178} Z" fill="${p.accentDark}" opacity=".7"/>
${rect(x + 22, y + 194, 140, 14, 7, 'fill="#94a3b8"')}`,
  );
}

function floatingChatCard(x: number, y: number, p: Palette): string {
  return card(
    x,
    y,
    300,
    190,
    `${rect(x + 22, y + 24, 190, 46, 23, 'fill="#e2e8f0"')}
${rect(x + 88, y + 84, 190, 46, 23, `fill="${p.accent}"`)}
${rect(x + 22, y + 144, 130, 30, 15, 'fill="#e2e8f0"')}`,
  );
}

const phoneScenes: readonly [Scene, Scene, Scene] = [
  (c) => groundShadow(800, 1010, 230, 26) + place(800, 560, phoneFront(c, lockScreen), 1.12),
  (c) =>
    `${groundShadow(930, 1010, 230, 24)}${place(930, 575, phoneFront(c, lockScreen), 1.02, 9)}
${groundShadow(660, 1010, 230, 24)}${place(660, 560, phoneBack(c), 1.05, -7)}`,
  (c) =>
    `${groundShadow(800, 1010, 230, 26)}${place(800, 560, phoneFront(c, homeScreen(4, 5)), 1.05, -5)}
${floatingPhotoCard(250, 220, c.p)}${floatingChatCard(1080, 250, c.p)}${floatingMusicCard(1060, 690, c.p)}`,
];

// ─── Tablet ───────────────────────────────────────────────────────────────

function tabletFront(c: Ctx, overlay: Overlay, portrait = false): string {
  const p = c.p;
  const [w, h] = portrait ? [730, 1060] : [1060, 730];
  const bezel = 32;
  return `${rect(portrait ? w / 2 - 4 : -300, -h / 2 - 7, portrait ? 8 : 90, portrait ? 90 : 8, 4, `fill="${p.bodyDark}"`)}
${rect(-w / 2, -h / 2, w, h, 52, `fill="url(#bodyH)" stroke="${p.edge}" stroke-width="3"`)}
${rect(-w / 2 + 10, -h / 2 + 10, w - 20, h - 20, 44, 'fill="#06070a"')}
${wallpaper(c, -w / 2 + 10 + bezel, -h / 2 + 10 + bezel, w - 20 - bezel * 2, h - 20 - bezel * 2, 18, overlay(-w / 2 + 10 + bezel, -h / 2 + 10 + bezel, w - 20 - bezel * 2, h - 20 - bezel * 2))}
${portrait ? circle(-w / 2 + 26, 0, 6, 'fill="#1b2336"') : circle(0, -h / 2 + 26, 6, 'fill="#1b2336"')}`;
}

/** Tablet home screen with two widgets and a dock. */
const tabletHome: Overlay = (x, y, w, h) => {
  const widget = (wx: number, wy: number, content: string): string =>
    rect(wx, wy, w * 0.26, h * 0.34, 28, 'fill="#ffffff" opacity=".22"') + content;
  const clock = widget(
    x + w * 0.05,
    y + h * 0.08,
    `${text(x + w * 0.08, y + h * 0.22, 72, '#ffffff', '10:30', 'font-weight="bold"')}${text(x + w * 0.08, y + h * 0.3, 26, '#ffffff', 'Buenos Aires · 22°', 'opacity=".85"')}`,
  );
  const weather = widget(
    x + w * 0.05,
    y + h * 0.47,
    `${circle(x + w * 0.12, y + h * 0.6, 34, 'fill="#ffe08a"')}${rect(x + w * 0.16, y + h * 0.57, w * 0.12, 20, 10, 'fill="#ffffff" opacity=".8"')}${rect(x + w * 0.16, y + h * 0.63, w * 0.08, 16, 8, 'fill="#ffffff" opacity=".55"')}`,
  );
  let icons = '';
  const size = w * 0.07;
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 5; col++) {
      icons += appIcon(x + w * 0.37 + col * w * 0.118, y + h * 0.09 + row * h * 0.2, size, row * 5 + col + 2);
    }
  }
  const dockW = w * 0.56;
  let dock = rect(
    x + (w - dockW) / 2,
    y + h - size * 1.55,
    dockW,
    size * 1.35,
    size * 0.4,
    'fill="#ffffff" opacity=".28"',
  );
  for (let i = 0; i < 6; i++)
    dock += appIcon(x + (w - dockW) / 2 + dockW * 0.04 + i * dockW * 0.16, y + h - size * 1.38, size, i);
  return clock + weather + icons + dock;
};

function tabletBack(c: Ctx): string {
  const p = c.p;
  return `${rect(-340, -480, 680, 960, 52, `fill="url(#body)" stroke="${p.edge}" stroke-width="3"`)}
${rect(-330, -470, 660, 940, 46, 'fill="url(#glass)"')}
${rect(-300, -440, 96, 96, 30, `fill="${mix(p.body, '#000000', 0.08)}"`)}
${lens(-252, -392, 26, p.bodyDark)}
${circle(-182, -420, 8, 'fill="#fff6d8" stroke="#c8b98a" stroke-width="2"')}
${circle(0, 0, 44, `fill="${p.bodyDark}" opacity=".22"`)}${circle(0, 0, 22, `fill="${p.bodyLight}" opacity=".45"`)}
${rect(-20, 448, 40, 10, 5, `fill="${p.bodyDark}" opacity=".6"`)}`;
}

function stylus(p: Palette, length = 620): string {
  const tip = 70;
  return `${rect(-16, -length / 2, 32, length - tip, 16, `fill="${mix(p.body, '#ffffff', 0.7)}" stroke="${mix(p.body, '#000000', 0.2)}" stroke-width="2"`)}
<path d="M-16 ${length / 2 - tip - 10} L16 ${length / 2 - tip - 10} L3 ${length / 2} L-3 ${length / 2} Z" fill="${mix(p.body, '#ffffff', 0.55)}"/>
${rect(-16, -length / 2 + 70, 32, 14, 0, `fill="${p.accent}" opacity=".8"`)}
${rect(-9, -length / 2 + 10, 8, length - tip - 40, 4, 'fill="#ffffff" opacity=".55"')}`;
}

/** A sketching app: white canvas, a tool rail and an accent brush stroke. */
function drawingApp(p: Palette): Overlay {
  return (x, y, w, h) => {
    let tools = rect(x + 20, y + 20, 70, h - 40, 24, 'fill="#f1f5f9"');
    ['#0f172a', p.accent, '#f97316', '#22c55e', '#eab308'].forEach((colour, i) => {
      tools += circle(x + 55, y + 80 + i * 84, 24, `fill="${colour}"`);
    });
    return `${rect(x, y, w, h, 0, 'fill="#ffffff"')}${tools}
<path d="M${x + 200} ${y + h * 0.72} C${x + 320} ${y + h * 0.2} ${x + 470} ${y + h * 0.25} ${x + 520} ${y + h * 0.55} S${x + 700} ${y + h * 0.85} ${x + 760} ${y + h * 0.42}" fill="none" stroke="${p.accent}" stroke-width="22" stroke-linecap="round"/>
<path d="M${x + 230} ${y + h * 0.82} C${x + 380} ${y + h * 0.66} ${x + 560} ${y + h * 0.9} ${x + 700} ${y + h * 0.74}" fill="none" stroke="${p.accentLight}" stroke-width="14" stroke-linecap="round"/>
${circle(x + w * 0.82, y + h * 0.24, 60, `fill="${mix(p.accent, '#ffd166', 0.6)}" opacity=".7"`)}`;
  };
}

const tabletScenes: readonly [Scene, Scene, Scene] = [
  (c) => groundShadow(800, 990, 560, 32) + place(800, 560, tabletFront(c, tabletHome)),
  (c) =>
    `${groundShadow(900, 1030, 330, 28)}${place(930, 575, tabletFront(c, homeScreen(4, 5), true), 0.78, 6)}
${groundShadow(640, 1030, 330, 28)}${place(640, 560, tabletBack(c), 0.92, -6)}
${place(1330, 600, stylus(c.p), 1, 12)}`,
  (c) => {
    const p = c.p;
    return `${groundShadow(800, 990, 560, 32)}${place(800, 560, tabletFront(c, drawingApp(p)))}
${place(1090, 480, stylus(p), 1, 28)}`;
  },
];

// ─── Monitor ──────────────────────────────────────────────────────────────

function monitorFront(c: Ctx, curved: boolean, overlay: Overlay = desktop): string {
  const p = c.p;
  const w = curved ? 1240 : 1120;
  const h = curved ? 560 : 640;
  const bend = curved ? 26 : 0;
  const x = -w / 2;
  const y = -h / 2 - 90;
  // A curved panel seen head-on: its ends are nearer, so top and bottom edges bow inward.
  const outline = (inset: number): string => {
    const l = x + inset;
    const r = x + w - inset;
    const t = y + inset;
    const b = y + h - inset;
    const k = 18 - inset * 0.5;
    return `M${l + k} ${t} Q0 ${t + bend * 2} ${r - k} ${t} Q${r} ${t} ${r} ${t + k} V${b - k} Q${r} ${b} ${r - k} ${b} Q0 ${b - bend * 2} ${l + k} ${b} Q${l} ${b} ${l} ${b - k} V${t + k} Q${l} ${t} ${l + k} ${t} Z`;
  };
  const screenInset = 16;
  const clip = c.clip(`<path d="${outline(screenInset)}"/>`);
  const base = y + h;
  return `${rect(-48, base - 40, 96, 250, 10, 'fill="url(#bodyH)"')}
${rect(-48, base - 40, 96, 250, 10, `fill="${p.bodyDark}" opacity=".25"`)}
<path d="M-250 ${base + 232} Q-240 ${base + 200} -200 ${base + 198} H200 Q240 ${base + 200} 250 ${base + 232} Z" fill="url(#body)" stroke="${p.edge}" stroke-width="3"/>
<path d="${outline(0)}" fill="${p.darkBody ? '#0b0c10' : p.body}" stroke="${p.edge}" stroke-width="3"/>
${wallpaperIn(c, clip, x + screenInset, y + screenInset, w - screenInset * 2, h - screenInset * 2, overlay(x + screenInset, y + screenInset, w - screenInset * 2, h - screenInset * 2))}
${rect(-30, base - 12 - bend, 60, 6, 3, `fill="${p.accent}" opacity=".8"`)}`;
}

function monitorBack(c: Ctx, curved: boolean): string {
  const p = c.p;
  const w = curved ? 1240 : 1120;
  const h = curved ? 560 : 640;
  const y = -h / 2 - 90;
  let vents = '';
  for (let i = 0; i < 12; i++) vents += rect(-165 + i * 28, y + 40, 12, 70, 6, `fill="${p.bodyDark}" opacity=".55"`);
  const base = y + h;
  return `${rect(-w / 2, y, w, h, 22, `fill="url(#body)" stroke="${p.edge}" stroke-width="3"`)}
${ellipse(0, y + h * 0.5, w * 0.3, h * 0.36, `fill="${p.bodyLight}" opacity=".35"`)}
${ellipse(0, y + h * 0.5, w * 0.3, h * 0.36, `fill="none" stroke="${p.edge}" stroke-opacity=".3" stroke-width="3"`)}
${circle(0, y + h * 0.48, 120, `fill="none" stroke="${p.accent}" stroke-width="16" opacity=".85"`)}
${circle(0, y + h * 0.48, 120, `fill="none" stroke="${p.accent}" stroke-width="26" opacity=".5" filter="url(#soft)"`)}
${vents}
${rect(-48, y + h * 0.5, 96, base - y - h * 0.5 + 210, 10, 'fill="url(#bodyH)"')}
${rect(-130, base - 70, 260, 40, 10, `fill="${p.bodyDark}" opacity=".5"`)}
${[-90, -40, 10, 60].map((px) => rect(px, base - 62, 34, 20, 4, 'fill="#0b0c10"')).join('')}
<path d="M-250 ${base + 232} Q-240 ${base + 200} -200 ${base + 198} H200 Q240 ${base + 200} 250 ${base + 232} Z" fill="url(#body)" stroke="${p.edge}" stroke-width="3"/>`;
}

/** A top-down keyboard plate with keys, drawn in any quad. */
function keyboardOnQuad(c: Ctx, q: Quad, front = 22): string {
  const p = c.p;
  const frontEdge: Quad = [q[3], q[2], [q[2][0] - 2, q[2][1] + front], [q[3][0] + 2, q[3][1] + front]];
  const inner = subQuad(q, 0.03, 0.08, 0.97, 0.92);
  const glow = p.darkBody ? softPolygon(inner, p.accent, 12, 'opacity=".45" filter="url(#soft)"') : '';
  return `${softPolygon(frontEdge, p.bodyDark, 8)}
${softPolygon(q, p.body, 16)}
<polygon points="${points(q)}" fill="url(#body)" opacity=".5"/>
${glow}
${keysOnQuad(inner, p.key, mix(p.key, '#000000', 0.35), 4)}`;
}

function mouseTop(c: Ctx): string {
  const p = c.p;
  return `<path d="M0 -270 C160 -270 168 -100 160 40 C152 200 100 270 0 270 C-100 270 -152 200 -160 40 C-168 -100 -160 -270 0 -270 Z" fill="url(#bodyR)" stroke="${p.edge}" stroke-width="3"/>
<path d="M0 -268 V-80" stroke="${p.edge}" stroke-width="4" stroke-opacity=".6"/>
<path d="M-158 -40 Q0 -100 158 -40" fill="none" stroke="${p.edge}" stroke-width="3" stroke-opacity=".35"/>
${rect(-16, -225, 32, 92, 16, `fill="${p.darkBody ? '#0b0c10' : p.bodyDark}"`)}
${[0, 1, 2, 3, 4].map((i) => rect(-12, -214 + i * 16, 24, 6, 3, `fill="${p.accent}" opacity=".55"`)).join('')}
<path d="M-40 150 Q0 172 40 150" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>
${ellipse(-70, -150, 36, 90, 'fill="#ffffff" opacity=".12"')}`;
}

const monitorScene = (curved: boolean): readonly [Scene, Scene, Scene] => [
  (c) => groundShadow(800, 1000, 330, 26) + place(800, 560, monitorFront(c, curved), 1),
  (c) => groundShadow(800, 1000, 330, 26) + place(800, 560, monitorBack(c, curved), 1),
  (c) =>
    `${desk(800)}${groundShadow(800, 818, 240, 18, 0.3)}${place(800, 510, monitorFront(c, curved), 0.66)}
${groundShadow(760, 1040, 420, 26, 0.25)}${keyboardOnQuad(
      c,
      [
        [430, 910],
        [1090, 910],
        [1130, 1040],
        [390, 1040],
      ],
      18,
    )}
${groundShadow(1300, 1020, 70, 20, 0.3)}${place(1300, 985, mouseTop(c), 0.28, 8)}
${groundShadow(220, 830, 90, 12, 0.28)}${place(220, 830, plant(), 0.9)}`,
];

// ─── Headphones ───────────────────────────────────────────────────────────

function headphonesFront(c: Ctx): string {
  const p = c.p;
  const cup = (side: -1 | 1): string => {
    const x = side * 330;
    return `${rect(x - 30, -190, 60, 150, 20, 'fill="url(#metal)"')}
${rect(x - 105, -90, 210, 330, 105, `fill="url(#bodyH)" stroke="${p.edge}" stroke-width="3"`)}
${rect(x - side * 105 - (side > 0 ? 60 : 0), -60, 60, 270, 30, `fill="${mix(p.body, '#000000', p.darkBody ? 0.4 : 0.45)}"`)}
${rect(x - 4 + side * 30, -40, 8, 230, 4, `fill="${p.accent}" opacity=".65"`)}
${circle(x + side * 10, 200, 6, `fill="${p.edge}" opacity=".5"`)}`;
  };
  return `<path d="M-330 -150 C-330 -520 330 -520 330 -150" fill="none" stroke="${p.bodyDark}" stroke-width="62" stroke-linecap="round"/>
<path d="M-330 -150 C-330 -520 330 -520 330 -150" fill="none" stroke="${p.body}" stroke-width="48" stroke-linecap="round"/>
<path d="M-300 -190 C-290 -470 290 -470 300 -190" fill="none" stroke="${mix(p.body, '#000000', 0.35)}" stroke-width="26" stroke-linecap="round"/>
<path d="M-250 -330 C-170 -430 170 -430 250 -330" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity=".25"/>
${cup(-1)}${cup(1)}`;
}

/** Three-quarter view: the near ear cup large, the far one peeking out behind the headband. */
function headphonesSide(c: Ctx): string {
  const p = c.p;
  return `${ellipse(440, -10, 120, 200, `fill="${p.bodyDark}" stroke="${p.edge}" stroke-width="3"`)}
${ellipse(410, -10, 80, 160, `fill="${mix(p.body, '#000000', 0.45)}"`)}
<path d="M0 -230 C-10 -540 460 -560 440 -200" fill="none" stroke="${p.bodyDark}" stroke-width="66" stroke-linecap="round"/>
<path d="M0 -230 C-10 -540 460 -560 440 -200" fill="none" stroke="${p.body}" stroke-width="50" stroke-linecap="round"/>
<path d="M50 -320 C70 -480 380 -500 410 -320" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity=".25"/>
<path d="M-150 -120 C-150 -300 150 -300 150 -120" fill="none" stroke="url(#metal)" stroke-width="26"/>
${ellipse(0, 70, 240, 300, `fill="url(#bodyR)" stroke="${p.edge}" stroke-width="3"`)}
${ellipse(0, 70, 190, 246, `fill="none" stroke="${p.edge}" stroke-opacity=".25" stroke-width="4"`)}
${ellipse(0, 70, 120, 160, `fill="${p.bodyLight}" opacity=".35"`)}
${ellipse(0, 70, 240, 300, `fill="none" stroke="${p.accent}" stroke-width="8" opacity=".6"`)}
${circle(130, 250, 10, `fill="${p.edge}" opacity=".6"`)}${circle(-130, -100, 10, `fill="${p.edge}" opacity=".6"`)}
${rect(-20, 330, 40, 22, 8, 'fill="#0b0c10"')}
${ellipse(-80, -40, 40, 110, 'fill="#ffffff" opacity=".14" transform="rotate(20 -80 -40)"')}`;
}

function musicNote(x: number, y: number, colour: string, scale = 1): string {
  return place(
    x,
    y,
    `<path d="M0 0 V-120 L70 -140 V-30" fill="none" stroke="${colour}" stroke-width="10" stroke-linejoin="round"/>${ellipse(-16, 0, 26, 20, `fill="${colour}"`)}${ellipse(54, -30, 26, 20, `fill="${colour}"`)}`,
    scale,
  );
}

/** Music player, for the phone in audio scenes. */
function musicScreen(p: Palette): Overlay {
  return (x, y, w, h) => `${rect(x, y, w, h, 0, `fill="${mix(p.accent, '#0b1020', 0.7)}" opacity=".55"`)}
${rect(x + w * 0.12, y + h * 0.16, w * 0.76, w * 0.76, 26, 'fill="url(#screen)" stroke="#ffffff" stroke-opacity=".3" stroke-width="3"')}
${circle(x + w * 0.5, y + h * 0.16 + w * 0.38, w * 0.14, 'fill="#ffffff" opacity=".25"')}
${rect(x + w * 0.12, y + h * 0.6, w * 0.5, 18, 9, 'fill="#ffffff"')}${rect(x + w * 0.12, y + h * 0.64, w * 0.34, 14, 7, 'fill="#ffffff" opacity=".6"')}
${rect(x + w * 0.12, y + h * 0.71, w * 0.76, 6, 3, 'fill="#ffffff" opacity=".3"')}${rect(x + w * 0.12, y + h * 0.71, w * 0.45, 6, 3, 'fill="#ffffff"')}
${circle(x + w * 0.5, y + h * 0.82, w * 0.11, 'fill="#ffffff"')}
<polygon points="${points([
    [x + w * 0.475, y + h * 0.8],
    [x + w * 0.54, y + h * 0.82],
    [x + w * 0.475, y + h * 0.84],
  ])}" fill="#0f172a"/>
<polygon points="${points([
    [x + w * 0.3, y + h * 0.805],
    [x + w * 0.23, y + h * 0.82],
    [x + w * 0.3, y + h * 0.835],
  ])}" fill="#ffffff"/>
<polygon points="${points([
    [x + w * 0.7, y + h * 0.805],
    [x + w * 0.77, y + h * 0.82],
    [x + w * 0.7, y + h * 0.835],
  ])}" fill="#ffffff"/>`;
}

const headphonesScenes: readonly [Scene, Scene, Scene] = [
  (c) => groundShadow(800, 1000, 420, 28) + place(800, 590, headphonesFront(c)),
  (c) => groundShadow(800, 1010, 360, 26) + place(640, 650, headphonesSide(c), 0.95),
  (c) =>
    `${groundShadow(620, 1010, 340, 26)}${place(620, 640, headphonesFront(c), 0.78, -8)}
${groundShadow(1200, 1010, 170, 22)}${place(1200, 620, phoneFront(c, musicScreen(c.p)), 0.78, 6)}
${musicNote(300, 300, c.p.accent, 0.8)}${musicNote(960, 230, c.p.accentDark, 0.6)}`,
];

// ─── Mouse ────────────────────────────────────────────────────────────────

function mouseSide(c: Ctx): string {
  const p = c.p;
  return `${rect(120, -168, 70, 40, 20, `fill="${p.darkBody ? '#0b0c10' : p.bodyDark}"`)}
<path d="M-330 90 C-345 -10 -230 -150 -20 -160 C180 -168 330 -60 330 60 Q330 90 300 90 Z" fill="url(#body)" stroke="${p.edge}" stroke-width="3"/>
<path d="M-310 92 H310" stroke="${p.edge}" stroke-width="14" stroke-linecap="round"/>
<path d="M60 -150 C200 -140 300 -60 318 30" fill="none" stroke="${p.edge}" stroke-width="3" stroke-opacity=".4"/>
${rect(-120, -40, 110, 34, 17, `fill="${p.bodyDark}" stroke="${p.edge}" stroke-opacity=".4" stroke-width="2"`)}
${rect(10, -40, 110, 34, 17, `fill="${p.bodyDark}" stroke="${p.edge}" stroke-opacity=".4" stroke-width="2"`)}
<path d="M-300 40 C-200 50 60 50 290 30" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round" opacity=".85"/>
<path d="M-240 -70 C-160 -130 -40 -140 60 -132" fill="none" stroke="#ffffff" stroke-width="16" stroke-linecap="round" opacity=".15"/>`;
}

const mouseScenes: readonly [Scene, Scene, Scene] = [
  (c) => groundShadow(800, 920, 200, 40) + place(800, 590, mouseTop(c), 1.2, -8),
  (c) => groundShadow(800, 860, 360, 26) + place(800, 760, mouseSide(c), 1.3),
  (c) => {
    const pad = mix(c.p.accentDark, '#0f172a', 0.4);
    return `${rect(360, 220, 1040, 760, 48, `fill="#0f172a" opacity=".25" filter="url(#soft)"`)}${rect(340, 200, 1040, 760, 48, `fill="${pad}"`)}
${rect(350, 210, 1020, 740, 42, `fill="none" stroke="#ffffff" stroke-opacity=".08" stroke-width="4"`)}
${keyboardOnQuad(
  c,
  [
    [-520, 250],
    [300, 250],
    [300, 600],
    [-520, 600],
  ],
  16,
)}
${groundShadow(880, 800, 170, 34, 0.35)}${place(880, 600, mouseTop(c), 0.95, 12)}`;
  },
];

// ─── Keyboard ─────────────────────────────────────────────────────────────

function keycapCloseUp(c: Ctx): string {
  const p = c.p;
  const rows = [
    ['Q', 'W', 'E', 'R', 'T', 'Y'],
    ['A', 'S', 'D', 'F', 'G', 'H'],
    ['Z', 'X', 'C', 'V', 'B', 'N'],
  ];
  const size = 230;
  const capTop = p.key;
  const capSide = mix(p.key, '#000000', 0.3);
  const legend = p.darkBody ? mix(p.accent, '#ffffff', 0.5) : '#334155';
  // Oversized plate: the group is rotated, and the canvas corners must stay covered.
  let out = rect(-1300, -1000, 2600, 2000, 0, `fill="${p.darkBody ? '#0b0c10' : p.bodyDark}"`);
  if (p.darkBody) out += rect(-1300, -1000, 2600, 2000, 0, `fill="${p.accent}" opacity=".35"`);
  rows.forEach((row, r) => {
    row.forEach((letter, i) => {
      const x = -820 + i * (size + 24) + r * 70;
      const y = -380 + r * (size + 24);
      out += `${rect(x, y, size, size, 30, `fill="${capSide}"`)}
${rect(x + 18, y + 8, size - 36, size - 44, 26, `fill="${capTop}"`)}
${rect(x + 30, y + 18, size - 60, size - 70, 40, 'fill="#ffffff" opacity=".06"')}
${text(x + 48, y + 96, 66, legend, letter, 'font-weight="bold"')}`;
    });
  });
  return out;
}

const keyboardScenes: readonly [Scene, Scene, Scene] = [
  (c) =>
    groundShadow(800, 880, 700, 40) +
    keyboardOnQuad(
      c,
      [
        [160, 380],
        [1440, 380],
        [1500, 820],
        [100, 820],
      ],
      26,
    ),
  (c) => {
    const clip = c.clip(`<rect x="0" y="0" width="${WIDTH}" height="${HEIGHT}"/>`);
    return `<g ${clip}>${place(800, 560, keycapCloseUp(c), 1, -10)}</g>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)" opacity=".35"/>`;
  },
  (c) =>
    `${desk(520)}${groundShadow(720, 930, 600, 36, 0.28)}${keyboardOnQuad(
      c,
      [
        [200, 600],
        [1220, 600],
        [1280, 900],
        [140, 900],
      ],
      24,
    )}
${groundShadow(1420, 900, 80, 22, 0.3)}${place(1420, 780, mouseTop(c), 0.42, 4)}
${groundShadow(1380, 560, 90, 14, 0.28)}${place(1380, 560, mug(c), 0.9)}`,
];

// ─── Smartwatch ───────────────────────────────────────────────────────────

/** Three activity rings in the watch faces. */
function activityRings(cx: number, cy: number, radius: number, p: Palette): string {
  const ring = (r: number, colour: string, fraction: number): string => {
    const length = 2 * Math.PI * r;
    return `${circle(cx, cy, r, `fill="none" stroke="${colour}" stroke-opacity=".25" stroke-width="${r1(radius * 0.16)}"`)}
<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="none" stroke="${colour}" stroke-width="${r1(radius * 0.16)}" stroke-linecap="round" stroke-dasharray="${r1(length * fraction)} ${r1(length)}" transform="rotate(-90 ${r1(cx)} ${r1(cy)})"/>`;
  };
  return ring(radius, p.accent, 0.78) + ring(radius * 0.76, '#a3e635', 0.6) + ring(radius * 0.52, '#22d3ee', 0.86);
}

function watchFace(p: Palette, cx: number, cy: number, size: number): string {
  return `${text(cx, cy - size * 0.22, Math.round(size * 0.3), '#ffffff', '10:09', 'text-anchor="middle" font-weight="bold"')}
${text(cx, cy - size * 0.05, Math.round(size * 0.09), p.accentLight, 'MAR 14', 'text-anchor="middle"')}
${activityRings(cx, cy + size * 0.3, size * 0.22, p)}`;
}

function squareWatch(c: Ctx): string {
  const p = c.p;
  return `${rect(-130, -470, 260, 340, 40, 'fill="url(#strap)"')}${rect(-130, 130, 260, 340, 40, 'fill="url(#strap)"')}
${[0, 1, 2, 3, 4].map((i) => circle(0, 220 + i * 48, 9, `fill="${mix(p.strap, '#000000', 0.45)}"`)).join('')}
${rect(170, -110, 36, 88, 14, 'fill="url(#metal)"')}${rect(176, 20, 22, 110, 10, `fill="${p.bodyDark}"`)}
${rect(-190, -230, 380, 460, 96, `fill="url(#bodyH)" stroke="${p.edge}" stroke-width="3"`)}
${rect(-170, -210, 340, 420, 80, 'fill="#050608"')}
${watchFace(p, 0, 0, 330)}
${rect(-160, -200, 320, 200, 70, 'fill="url(#glass)" opacity=".5"')}`;
}

function roundWatch(c: Ctx): string {
  const p = c.p;
  let ticks = '';
  for (let i = 0; i < 60; i++) {
    const angle = (i / 60) * Math.PI * 2;
    const long = i % 5 === 0;
    const r0 = long ? 196 : 204;
    ticks += `<line x1="${r1(Math.sin(angle) * r0)}" y1="${r1(-Math.cos(angle) * r0)}" x2="${r1(Math.sin(angle) * 214)}" y2="${r1(-Math.cos(angle) * 214)}" stroke="${long ? '#e5e7eb' : '#6b7280'}" stroke-width="${long ? 4 : 2}"/>`;
  }
  return `${rect(-140, -490, 280, 340, 40, 'fill="url(#strap)"')}${rect(-140, 150, 280, 340, 40, 'fill="url(#strap)"')}
${[0, 1, 2, 3].map((i) => circle(0, 260 + i * 50, 9, `fill="${mix(p.strap, '#000000', 0.45)}"`)).join('')}
${rect(218, -90, 34, 60, 12, `fill="${p.bodyDark}"`)}${rect(218, 30, 34, 60, 12, `fill="${p.bodyDark}"`)}
${circle(0, 0, 250, `fill="url(#bodyH)" stroke="${p.edge}" stroke-width="3"`)}
${circle(0, 0, 228, 'fill="#0b0c10"')}
${ticks}
${circle(0, 0, 188, 'fill="#050608"')}
${watchFace(p, 0, 0, 320)}
${circle(-60, -70, 150, 'fill="url(#glass)" opacity=".5"')}`;
}

/** The watch seen from the side, strap closed in a loop as it sits on a wrist. */
function watchSide(c: Ctx, round: boolean): string {
  const p = c.p;
  return `${ellipse(-60, 0, 230, 330, 'fill="none" stroke="url(#strap)" stroke-width="64"')}
${ellipse(-60, 0, 230, 330, `fill="none" stroke="${mix(p.strap, '#000000', 0.3)}" stroke-width="4" opacity=".5"`)}
${rect(140, round ? -250 : -230, 110, round ? 500 : 460, round ? 50 : 40, `fill="url(#bodyH)" stroke="${p.edge}" stroke-width="3"`)}
${rect(238, round ? -236 : -216, 18, round ? 472 : 432, 9, 'fill="#0b0c10"')}
${rect(120, -60, 26, 70, 10, 'fill="url(#metal)"')}${rect(124, 60, 20, 90, 8, `fill="${p.bodyDark}"`)}
${ellipse(-60, 300, 100, 40, `fill="${mix(p.strap, '#000000', 0.25)}"`)}
${circle(200, -150, 10, `fill="${p.accent}"`)}`;
}

function healthCard(x: number, y: number, icon: string, value: string, caption: string): string {
  return card(
    x,
    y,
    330,
    150,
    `${icon}${text(x + 130, y + 78, 46, '#0f172a', value, 'font-weight="bold"')}${text(x + 130, y + 116, 24, '#64748b', caption)}`,
  );
}

function heart(x: number, y: number, colour: string): string {
  return `<path transform="translate(${x} ${y})" d="M0 22 C-40 -6 -34 -40 -12 -40 C-2 -40 0 -30 0 -26 C0 -30 2 -40 12 -40 C34 -40 40 -6 0 22 Z" fill="${colour}"/>`;
}

const watchScenes = (round: boolean): readonly [Scene, Scene, Scene] => [
  (c) => groundShadow(800, 1040, 220, 24) + place(800, 580, round ? roundWatch(c) : squareWatch(c), 0.98),
  (c) => groundShadow(760, 1010, 280, 26) + place(760, 590, watchSide(c, round), 1.1),
  (c) => {
    const p = c.p;
    return `${groundShadow(700, 1040, 210, 24)}${place(700, 580, round ? roundWatch(c) : squareWatch(c), 0.9, -8)}
${healthCard(1080, 220, `${circle(1140, 295, 40, `fill="${mix('#f43f5e', '#ffffff', 0.8)}"`)}${heart(1140, 305, '#f43f5e')}`, '72 lpm', 'Ritmo cardíaco')}
${healthCard(1110, 480, `${circle(1170, 555, 40, `fill="${mix('#22c55e', '#ffffff', 0.8)}"`)}<path d="M1150 575 L1165 535 L1180 560 L1192 545" fill="none" stroke="#16a34a" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`, '8.432', 'Pasos de hoy')}
${healthCard(1060, 740, `${circle(1120, 815, 40, `fill="${mix(p.accent, '#ffffff', 0.8)}"`)}${rect(1098, 800, 40, 28, 6, `fill="none" stroke="${p.accentDark}" stroke-width="5"`)}${rect(1104, 806, 26, 16, 3, `fill="${p.accent}"`)}`, '86 %', 'Batería')}`;
  },
];

// ─── Charger ──────────────────────────────────────────────────────────────

function usbC(x: number, y: number): string {
  return `${rect(x - 38, y - 13, 76, 26, 13, 'fill="#0b0c10"')}${rect(x - 24, y - 3, 48, 6, 3, 'fill="#9ca3af"')}`;
}

function chargerBrick(c: Ctx, ports: 1 | 3): string {
  const p = c.p;
  const sideFace: Pt[] = [
    [170, -230],
    [250, -290],
    [250, 170],
    [170, 230],
  ];
  const topFace: Pt[] = [
    [-170, -230],
    [-90, -290],
    [250, -290],
    [170, -230],
  ];
  const portMarkup =
    ports === 3
      ? `${usbC(0, 20)}${usbC(0, 90)}${rect(-50, 140, 100, 34, 6, 'fill="#0b0c10"')}${rect(-38, 150, 76, 8, 2, 'fill="#9ca3af"')}`
      : usbC(0, 120);
  return `${softPolygon(sideFace, p.bodyDark, 14)}
${softPolygon(topFace, p.bodyLight, 14)}
${rect(-184, -244, 368, 488, 40, `fill="url(#body)" stroke="${p.edge}" stroke-width="3"`)}
${rect(-150, -200, 300, 80, 20, `fill="${p.bodyLight}" opacity=".25"`)}
${portMarkup}
${circle(0, -50, 9, `fill="${p.accent}"`)}${circle(0, -50, 20, `fill="${p.accent}" opacity=".3" filter="url(#soft)"`)}`;
}

function chargerSide(c: Ctx): string {
  const p = c.p;
  const pin = (y: number): string =>
    `${rect(-420, y - 22, 190, 44, 22, 'fill="url(#metal)" stroke="#6b7280" stroke-width="2"')}${rect(-410, y - 12, 150, 8, 4, 'fill="#ffffff" opacity=".6"')}`;
  return `${pin(-80)}${pin(80)}
${rect(-250, -200, 90, 400, 30, `fill="${p.bodyDark}"`)}
${rect(-200, -260, 430, 520, 60, `fill="url(#body)" stroke="${p.edge}" stroke-width="3"`)}
${rect(-170, -230, 120, 460, 40, `fill="${p.bodyLight}" opacity=".2"`)}
${rect(222, -60, 20, 120, 8, 'fill="#0b0c10"')}`;
}

function cable(from: Pt, to: Pt, colour: string, sag = 200): string {
  const [x1, y1] = from;
  const [x2, y2] = to;
  return `<path d="M${x1} ${y1} C${x1} ${y1 + sag} ${x2 - sag} ${y2} ${x2} ${y2}" fill="none" stroke="${colour}" stroke-width="20" stroke-linecap="round"/>
<path d="M${x1} ${y1} C${x1} ${y1 + sag} ${x2 - sag} ${y2} ${x2} ${y2}" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity=".3"/>`;
}

/** Battery charging screen for the phone next to a charger. */
const chargingScreen: Overlay = (x, y, w, h) => {
  const cx = x + w / 2;
  const cy = y + h * 0.45;
  return `${rect(x, y, w, h, 0, 'fill="#0b1020" opacity=".55"')}
${rect(cx - 60, cy - 110, 120, 220, 24, 'fill="none" stroke="#ffffff" stroke-width="8"')}${rect(cx - 24, cy - 126, 48, 16, 6, 'fill="#ffffff"')}
${rect(cx - 46, cy - 48, 92, 144, 14, 'fill="#4ade80"')}
<polygon points="${points([
    [cx + 10, cy - 80],
    [cx - 30, cy + 10],
    [cx - 2, cy + 10],
    [cx - 12, cy + 80],
    [cx + 30, cy - 10],
    [cx + 2, cy - 10],
  ])}" fill="#ffffff"/>
${text(cx, cy + 190, 64, '#ffffff', '78 %', 'text-anchor="middle" font-weight="bold"')}`;
};

function wallSocket(): string {
  return `${rect(-190, -190, 380, 380, 46, 'fill="#0f172a" opacity=".18" filter="url(#soft)"')}
${rect(-180, -200, 360, 380, 46, 'fill="#f8fafc" stroke="#cbd5e1" stroke-width="4"')}
${circle(0, -10, 120, 'fill="#e2e8f0"')}`;
}

const chargerScenes = (ports: 1 | 3): readonly [Scene, Scene, Scene] => [
  (c) =>
    `${groundShadow(760, 900, 260, 30)}${place(760, 600, chargerBrick(c, ports), 1)}
${cable([760, ports === 3 ? 620 : 720], [1320, 960], c.p.darkBody ? '#1f2937' : '#f1f5f9', 260)}`,
  (c) => groundShadow(840, 900, 360, 30) + place(860, 580, chargerSide(c), 1),
  (c) =>
    `${place(560, 470, wallSocket())}${place(560, 470, chargerBrick(c, ports), 0.5)}
${cable([560, ports === 3 ? 480 : 530], [1040, 900], c.p.darkBody ? '#1f2937' : '#f8fafc', 340)}
${groundShadow(1160, 1020, 200, 22)}${place(1160, 640, phoneFront(c, chargingScreen), 0.82, 6)}`,
];

// ─── Speaker ──────────────────────────────────────────────────────────────

function speakerLying(c: Ctx): string {
  const p = c.p;
  const clip = c.clip(rect(-520, -170, 1040, 340, 170, ''));
  return `<g ${clip}>
${rect(-520, -170, 1040, 340, 0, 'fill="url(#body)"')}
${rect(-520, -170, 1040, 340, 0, 'fill="url(#fabric)"')}
${rect(-520, -170, 80, 340, 0, 'fill="url(#accentG)"')}${rect(440, -170, 80, 340, 0, 'fill="url(#accentG)"')}
${rect(-520, -160, 1040, 60, 0, 'fill="#ffffff" opacity=".12"')}
${rect(-520, 110, 1040, 60, 0, 'fill="#000000" opacity=".15"')}
</g>
${rect(-520, -170, 1040, 340, 170, `fill="none" stroke="${p.edge}" stroke-width="3"`)}
${rect(-90, -34, 180, 68, 20, `fill="${p.accent}"`)}${rect(-76, -20, 152, 40, 14, `fill="${mix(p.accent, '#ffffff', 0.25)}"`)}
${rect(-40, -6, 80, 12, 6, 'fill="#ffffff" opacity=".9"')}
<path d="M520 -40 C600 -40 600 40 520 40" fill="none" stroke="${p.accentDark}" stroke-width="24" stroke-linecap="round"/>`;
}

function speakerUpright(c: Ctx): string {
  const p = c.p;
  const body = 'M-180 -300 V300 A180 56 0 0 0 180 300 V-300 Z';
  const clip = c.clip(`<path d="${body}"/>`);
  return `<g ${clip}>
${rect(-180, -320, 360, 700, 0, 'fill="url(#bodyH)"')}
${rect(-180, -320, 360, 700, 0, 'fill="url(#fabric)"')}
${rect(-180, 290, 360, 90, 0, 'fill="url(#accentG)"')}
</g>
${ellipse(0, -300, 180, 56, `fill="url(#accentG)" stroke="${p.edge}" stroke-width="3"`)}
${ellipse(0, -300, 128, 38, `fill="${mix(p.body, '#000000', 0.3)}"`)}
${ellipse(0, -302, 96, 28, `fill="${p.bodyDark}" stroke="${p.bodyLight}" stroke-opacity=".4" stroke-width="3"`)}
${ellipse(0, -304, 40, 12, `fill="${p.bodyLight}" opacity=".6"`)}
${rect(-30, -190, 60, 200, 30, `fill="${mix(p.accent, '#000000', 0.1)}" opacity=".9"`)}
<path d="M-12 -150 H12 M0 -162 V-138 M-12 -30 H12" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>
<polygon points="-8,-100 12,-88 -8,-76" fill="#ffffff"/>
${rect(-150, -250, 50, 520, 25, 'fill="#ffffff" opacity=".1"')}`;
}

function soundWaves(x: number, y: number, direction: -1 | 1, colour: string): string {
  let arcs = '';
  for (let i = 0; i < 3; i++) {
    const r = 80 + i * 60;
    const opacity = (0.8 - i * 0.22).toFixed(2);
    arcs += `<path d="M${x} ${y - r} A${r} ${r} 0 0 ${direction > 0 ? 1 : 0} ${x} ${y + r}" fill="none" stroke="${colour}" stroke-width="14" stroke-linecap="round" opacity="${opacity}"/>`;
  }
  return arcs;
}

const speakerScenes: readonly [Scene, Scene, Scene] = [
  (c) => groundShadow(800, 800, 560, 34) + place(800, 600, speakerLying(c)),
  (c) => groundShadow(800, 980, 240, 30) + place(800, 600, speakerUpright(c)),
  (c) =>
    `${desk(820)}${groundShadow(800, 880, 420, 26, 0.3)}${place(800, 740, speakerLying(c), 0.75)}
${soundWaves(1230, 700, 1, c.p.accent)}${soundWaves(370, 700, -1, c.p.accent)}
${musicNote(560, 360, c.p.accentDark, 0.9)}${musicNote(1000, 300, c.p.accent, 0.7)}`,
];

// ─── Earbuds ──────────────────────────────────────────────────────────────

function bud(c: Ctx, side: -1 | 1): string {
  const p = c.p;
  // Drawn as the left bud; the right one is mirrored.
  return `<g transform="scale(${side} 1)">
${rect(-26, 20, 52, 200, 26, `fill="url(#bodyH)" stroke="${p.edge}" stroke-width="3"`)}
${ellipse(0, -10, 78, 70, `fill="url(#bodyR)" stroke="${p.edge}" stroke-width="3"`)}
${ellipse(46, -14, 40, 46, `fill="${mix(p.body, '#9ca3af', 0.5)}"`)}
${ellipse(58, -14, 22, 30, 'fill="#1f2937" opacity=".7"')}
${ellipse(-28, -34, 18, 10, 'fill="#0b0c10" opacity=".6"')}
${rect(-8, 180, 16, 30, 8, `fill="${p.accent}" opacity=".7"`)}
${ellipse(-30, -36, 26, 12, 'fill="#ffffff" opacity=".35"')}
</g>`;
}

function budsCase(c: Ctx, open: boolean): string {
  const p = c.p;
  const caseBody = `${rect(-230, -150, 460, 330, 120, `fill="url(#body)" stroke="${p.edge}" stroke-width="3"`)}
${circle(0, 90, 9, `fill="${p.accent}"`)}${circle(0, 90, 20, `fill="${p.accent}" opacity=".35" filter="url(#soft)"`)}`;
  if (!open) {
    return `${caseBody}
<path d="M-226 -40 H226" stroke="${p.edge}" stroke-opacity=".45" stroke-width="4"/>
${rect(-200, -140, 400, 70, 35, 'fill="#ffffff" opacity=".18"')}`;
  }
  // Open: the lid swings back, the buds' heads sit in their wells.
  const seatedBud = (x: number, side: -1 | 1): string =>
    place(
      x,
      -110,
      `<g transform="scale(${side} 1)">${ellipse(0, 0, 62, 56, `fill="url(#bodyR)" stroke="${p.edge}" stroke-width="3"`)}${ellipse(34, -4, 30, 34, `fill="${mix(p.body, '#9ca3af', 0.5)}"`)}${ellipse(-24, -24, 20, 9, 'fill="#ffffff" opacity=".4"')}</g>`,
    );
  return `${rect(-226, -420, 452, 250, 110, `fill="url(#body)" stroke="${p.edge}" stroke-width="3"`)}
${rect(-200, -396, 400, 196, 92, `fill="${mix(p.body, '#000000', 0.18)}"`)}
${rect(-60, -190, 120, 40, 12, `fill="${p.bodyDark}"`)}
${caseBody}
${ellipse(0, -148, 220, 40, `fill="${mix(p.body, '#000000', 0.3)}"`)}
${seatedBud(-90, -1)}${seatedBud(90, 1)}`;
}

const earbudsScenes: readonly [Scene, Scene, Scene] = [
  (c) =>
    `${groundShadow(800, 900, 300, 30)}${place(800, 690, budsCase(c, false))}
${groundShadow(400, 930, 90, 18)}${place(400, 640, bud(c, 1), 1, -12)}
${groundShadow(1200, 930, 90, 18)}${place(1200, 640, bud(c, -1), 1, 12)}`,
  (c) => groundShadow(800, 1000, 200, 26) + place(800, 520, bud(c, 1), 2.2, -22),
  (c) =>
    `${groundShadow(640, 960, 300, 30)}${place(640, 760, budsCase(c, true), 1)}
${card(
  1040,
  300,
  400,
  330,
  `${circle(1240, 410, 70, `fill="${mix(c.p.accent, '#ffffff', 0.75)}"`)}${place(1210, 420, bud(c, 1), 0.3, -15)}${place(1270, 420, bud(c, -1), 0.3, 15)}
${text(1240, 540, 36, '#0f172a', 'Conectado', 'text-anchor="middle" font-weight="bold"')}${text(1240, 585, 26, '#64748b', 'Batería 100 %', 'text-anchor="middle"')}`,
)}`,
];

// ─── Webcam ───────────────────────────────────────────────────────────────

function micGrille(x: number, y: number, colour: string): string {
  let holes = '';
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 5; col++) holes += circle(x + (col - 2) * 18, y + (row - 1) * 18, 4.5, `fill="${colour}"`);
  }
  return holes;
}

function webcamFront(c: Ctx): string {
  const p = c.p;
  return `${rect(-60, 90, 120, 60, 16, `fill="${p.bodyDark}"`)}
<path d="M-190 210 Q-190 150 -140 146 H140 Q190 150 190 210 Z" fill="url(#body)" stroke="${p.edge}" stroke-width="3"/>
${rect(-320, -110, 640, 220, 110, `fill="url(#body)" stroke="${p.edge}" stroke-width="3"`)}
${rect(-300, -100, 600, 70, 35, 'fill="#ffffff" opacity=".1"')}
${micGrille(-205, 0, mix(p.body, '#000000', 0.55))}${micGrille(205, 0, mix(p.body, '#000000', 0.55))}
${circle(0, 0, 100, `fill="${mix(p.body, '#000000', 0.4)}"`)}
${lens(0, 0, 72, '#3b4150')}
${circle(122, -40, 7, `fill="${p.accent}"`)}${circle(122, -40, 16, `fill="${p.accent}" opacity=".35" filter="url(#soft)"`)}`;
}

function lensCloseUp(c: Ctx): string {
  const p = c.p;
  return `${rect(-1100, -330, 2200, 660, 330, 'fill="url(#body)"')}
${rect(-1100, -320, 2200, 120, 60, 'fill="#ffffff" opacity=".08"')}
${circle(0, 0, 420, `fill="${mix(p.body, '#000000', 0.45)}"`)}
${circle(0, 0, 380, 'fill="url(#metal)"')}
${circle(0, 0, 340, 'fill="#05070c"')}
${circle(0, 0, 300, 'fill="url(#lens)"')}
${circle(0, 0, 220, 'fill="none" stroke="#1e293b" stroke-width="10"')}
${circle(0, 0, 150, 'fill="#04060b" stroke="#263248" stroke-width="6"')}
${circle(0, 0, 70, 'fill="#020307"')}
<path d="M-250 -120 A280 280 0 0 1 -60 -270" fill="none" stroke="${p.accentLight}" stroke-width="18" stroke-linecap="round" opacity=".55"/>
<path d="M180 160 A240 240 0 0 1 60 240" fill="none" stroke="#a78bfa" stroke-width="12" stroke-linecap="round" opacity=".4"/>
<path d="M120 -200 A240 240 0 0 1 220 -90" fill="none" stroke="#4ade80" stroke-width="8" stroke-linecap="round" opacity=".3"/>
${ellipse(-100, -110, 60, 34, 'fill="#ffffff" opacity=".5" transform="rotate(-35 -100 -110)"')}
${circle(70, 70, 16, 'fill="#ffffff" opacity=".35"')}
${circle(560, -140, 18, `fill="${p.accent}"`)}${circle(560, -140, 40, `fill="${p.accent}" opacity=".35" filter="url(#soft)"`)}
${micGrille(-640, 0, mix(p.body, '#000000', 0.55))}`;
}

/** A video call: four participants and a control bar. */
function videoCall(p: Palette): Overlay {
  return (x, y, w, h) => {
    const tiles = ['#fde68a', '#bfdbfe', '#fbcfe8', '#bbf7d0'];
    const skins = ['#f1c27d', '#c68642', '#e0ac69', '#8d5524'];
    const tw = (w - 36) / 2;
    const th = (h - 110) / 2;
    let out = rect(x, y, w, h, 0, 'fill="#0f172a"');
    tiles.forEach((colour, i) => {
      const tx = x + 12 + (i % 2) * (tw + 12);
      const ty = y + 12 + Math.floor(i / 2) * (th + 12);
      const cx = tx + tw / 2;
      out += `${rect(tx, ty, tw, th, 14, `fill="${colour}"`)}
<path d="M${r1(cx - th * 0.42)} ${r1(ty + th)} Q${r1(cx - th * 0.42)} ${r1(ty + th * 0.62)} ${r1(cx)} ${r1(ty + th * 0.62)} Q${r1(cx + th * 0.42)} ${r1(ty + th * 0.62)} ${r1(cx + th * 0.42)} ${r1(ty + th)} Z" fill="${i === 0 ? p.accent : '#64748b'}"/>
${circle(cx, ty + th * 0.42, th * 0.17, `fill="${skins[i] ?? '#e0ac69'}"`)}`;
    });
    const bar = y + h - 70;
    out += `${circle(x + w / 2 - 90, bar + 30, 26, 'fill="#334155"')}${circle(x + w / 2, bar + 30, 26, 'fill="#334155"')}${rect(x + w / 2 + 60, bar + 8, 90, 44, 22, 'fill="#ef4444"')}`;
    return out;
  };
}

const webcamScenes: readonly [Scene, Scene, Scene] = [
  (c) => groundShadow(800, 830, 330, 26) + place(800, 560, webcamFront(c), 1.4),
  (c) => {
    const clip = c.clip(`<rect x="0" y="0" width="${WIDTH}" height="${HEIGHT}"/>`);
    return `<g ${clip}>${place(800, 560, lensCloseUp(c), 1, -6)}</g>`;
  },
  (c) =>
    `${desk(860)}${groundShadow(800, 880, 260, 20, 0.3)}${place(800, 530, monitorFront(c, false, videoCall(c.p)), 0.76)}
${place(800, 215, webcamFront(c), 0.42)}`,
];

// ─── Registry ─────────────────────────────────────────────────────────────

const SCENES: Record<ArtKind, readonly [Scene, Scene, Scene]> = {
  laptop: laptopScenes,
  phone: phoneScenes,
  tablet: tabletScenes,
  monitor: monitorScene(false),
  'monitor-curved': monitorScene(true),
  headphones: headphonesScenes,
  mouse: mouseScenes,
  keyboard: keyboardScenes,
  smartwatch: watchScenes(false),
  'smartwatch-round': watchScenes(true),
  charger: chargerScenes(1),
  'charger-multi': chargerScenes(3),
  speaker: speakerScenes,
  earbuds: earbudsScenes,
  webcam: webcamScenes,
};

export const ART_KINDS = Object.keys(SCENES) as ArtKind[];

/**
 * The SVG document (1600×1200) of one view of a product: 0 front, 1 another
 * angle or detail, 2 in use. `label` (the product name) is printed small at
 * the bottom and XML-escaped here.
 */
export function drawProductArt(art: ProductArt, view: 0 | 1 | 2, label: string): string {
  const ctx = new Ctx(palette(art));
  const scene = SCENES[art.kind][view](ctx);
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>${baseDefs(ctx.p)}${ctx.defs.join('')}</defs>
${backdrop(ctx.p)}
${scene}
${labelText(label)}
</svg>`;
}
