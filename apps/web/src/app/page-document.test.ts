import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSsrState, ssrStateScript, type SsrState } from '../shared/lib/ssr-state';
import { documentWriter, type RenderedContent } from './page-document';

// The shell the server entry writes into: Vite builds dist/index.html from this file,
// adding its script and style links and leaving the rest as it is.
const shell = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');

const state: SsrState = {
  language: 'en',
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['note'],
        queryHash: '["note"]',
        dehydratedAt: 0,
        state: { data: "</script><script>alert(1)</script> $& $'" } as never,
      },
    ],
  },
};
const content: RenderedContent = {
  language: 'en',
  title: 'Portátil <b> & "más" $&',
  description: 'Desc "citada"',
  head: '<link rel="canonical" href="https://tienda.example.com/?lng=en" />',
  preloads: '<link rel="modulepreload" href="/assets/page.js">',
  markup: "<main><h1>Laptop $'</h1></main>",
  state,
};

/** The written page, read as the browser reads it. */
function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the page document', () => {
  it("fills index.html's language, title, description and #root, and leaves the rest as built", () => {
    const html = documentWriter(shell)(content);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Portátil &#60;b&#62; &#38; &#34;más&#34; $&#38;</title>');
    expect(html).toContain('<meta name="description" content="Desc &#34;citada&#34;" />');
    expect(html).toContain('$&#38;</title><link rel="canonical" href="https://tienda.example.com/?lng=en" />');
    // The page's chunks last in the head, after the shell's own scripts, which load first.
    expect(html).toContain('<link rel="modulepreload" href="/assets/page.js"></head>');
    expect(html).toContain(`<div id="root"><main><h1>Laptop $'</h1></main></div><script type="application/json"`);
    // Everything else (the theme script, the module script) as it was: filled with the shell's
    // own values and no markup, the page is the shell and the state.
    const unchanged = documentWriter(shell)({
      language: 'es',
      title: 'TechStore',
      description: parse(shell).querySelector('meta[name="description"]')!.getAttribute('content')!,
      head: '',
      preloads: '',
      markup: '',
      state,
    });
    expect(unchanged.replace(ssrStateScript(state), '')).toBe(shell);
  });

  it('gives the browser the state exactly, with nothing in it able to close its script element', () => {
    const html = documentWriter(shell)(content);
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    const document = parse(html);
    expect(document.title).toBe('Portátil <b> & "más" $&');
    expect(document.querySelectorAll('script[type="application/json"]')).toHaveLength(1);
    expect(readSsrState(document)).toEqual(state);
  });

  it('refuses a shell without one of its slots, rather than sending a page without it', () => {
    expect(() => documentWriter(shell.replace('<div id="root"></div>', '<div id="app"></div>'))).toThrow(/root/);
    expect(() => documentWriter(shell.replace(/<title>.*<\/title>/, ''))).toThrow(/title/);
  });
});

describe('readSsrState', () => {
  it('finds nothing in a page the browser renders alone, or one whose state is not JSON', () => {
    expect(readSsrState(parse(shell))).toBeNull();
    expect(readSsrState(parse('<div id="ssr-state">{oops</div>'))).toBeNull();
  });
});
