import type { DehydratedState } from '@tanstack/react-query';
import { type Language, SSR_STATE_ID } from '@shop/domain';

/**
 * What the server rendered a page with, written into the page by src/entry-server.tsx and
 * read by the browser (src/main.tsx) before it takes the page over: the language, and the
 * query answers, so the browser hydrates the same markup without asking for them again.
 */
export interface SsrState {
  language: Language;
  queries: DehydratedState;
  /** Set by the API (markedStale) on a page sent while a newer one renders: its answers are to be asked for again. */
  stale?: boolean;
}

export { SSR_STATE_ID }; // the element that carries the state; its presence means the page was rendered on the server.

/**
 * The state as an element for the page. A JSON script is data, never run, so the
 * Content-Security-Policy (no inline scripts) allows it; '<' is escaped (JSON reads
 * '\u003c' back as '<') so no value can close the element.
 */
export function ssrStateScript(state: SsrState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SSR_STATE_ID}">${json}</script>`;
}

/** The state the server wrote into this page, or null when the browser renders it alone. */
export function readSsrState(doc: Document = document): SsrState | null {
  const element = doc.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
