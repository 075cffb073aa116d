import type { SuggestAnswer } from '@shop/domain';
import { callApi } from '../api/client';
import { endpoints } from '@shop/domain';

export type { SuggestAnswer };

/** Fewer letters than this suggest too much to be useful: the box waits. */
export const SUGGEST_MIN_LENGTH = 2;
/** A pause in typing this long sends the words (each keystroke would be a request). */
export const SUGGEST_DEBOUNCE_MS = 200;

export async function fetchSuggestions(q: string, signal: AbortSignal): Promise<SuggestAnswer> {
  // Never retried (the endpoint's rule): the next keystroke asks again anyway, and a retried answer would come too late.
  return callApi(endpoints.suggestProducts, { query: { q } }, { signal });
}
