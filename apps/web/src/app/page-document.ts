import type { Language } from '@shop/domain';
import { ssrStateScript, type SsrState } from '../shared/lib/ssr-state';

/** A page rendered on the server, to be written into the app shell. */
export interface RenderedContent {
  language: Language;
  title: string;
  description: string;
  /** Further tags for the head (canonical, alternates, link previews, structured data: page-head.ts), as HTML. */
  head: string;
  /** Chunks the page loads once it starts (entry-server.tsx), announced after the shell's own scripts, as HTML. */
  preloads: string;
  /** The app's markup, for #root. */
  markup: string;
  state: SsrState;
}

type Fill = (content: RenderedContent) => string;

/**
 * The places of the app shell (index.html as Vite built it: it links the hashed scripts and
 * styles) that a rendered page fills: the document's language, its description, its title,
 * (followed by the page's further head tags), the end of the head (preceded by the chunks the page
 * announces) and #root, followed by the state the browser starts from.
 */
const SLOTS: readonly { pattern: RegExp; fill: Fill }[] = [
  { pattern: /<html lang="[^"]*"/, fill: ({ language }) => `<html lang="${language}"` },
  {
    pattern: /<meta name="description" content="[^"]*"/,
    fill: ({ description }) => `<meta name="description" content="${escapeHtml(description)}"`,
  },
  {
    pattern: /<title>[^<]*<\/title>/,
    fill: ({ title, head }) => `<title>${escapeHtml(title)}</title>${head}`,
  },
  { pattern: /<\/head>/, fill: ({ preloads }) => `${preloads}</head>` },
  {
    pattern: /<div id="root"><\/div>/,
    fill: ({ markup, state }) => `<div id="root">${markup}</div>${ssrStateScript(state)}`,
  },
];

/**
 * The writer of whole pages into `shell`. The shell is cut at its slots once, so each page
 * is a concatenation (a text's '$&' stays as written, which String.replace would expand);
 * a shell that lacks a slot is refused at once rather than sent without it.
 */
export function documentWriter(shell: string): (content: RenderedContent) => string {
  const found = SLOTS.map(({ pattern, fill }) => {
    const match = pattern.exec(shell);
    if (!match) throw new Error(`the app shell (index.html) has no ${pattern.source}`);
    return { start: match.index, end: match.index + match[0].length, fill };
  }).sort((a, b) => a.start - b.start);

  const pieces: (string | Fill)[] = [];
  let offset = 0;
  for (const { start, end, fill } of found) {
    pieces.push(shell.slice(offset, start), fill);
    offset = end;
  }
  pieces.push(shell.slice(offset));
  return (content) => pieces.map((piece) => (typeof piece === 'string' ? piece : piece(content))).join('');
}

/** Text for an element's content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
