import type { SelectedOptions } from '@shop/domain';
import { choiceValue, parseChoice, readableQuery } from '../products/configuration';

/**
 * Where a comparison lives: `/comparar?ids=a,b,c`, with each configured product's choice as
 * `opciones-<id>=ram:…,storage:…`. Product pages link here; the comparison page reads and
 * writes the same address, so a comparison of configured products can be shared and reopened.
 */
export const COMPARE_PATH = '/comparar';
export const MAX_COMPARED = 4;
const CONFIGURATION_PREFIX = 'opciones-';

/** A compared product's chosen options, by product id. */
export type ComparedConfigurations = Record<string, SelectedOptions>;

export function readComparedConfiguration(params: URLSearchParams, id: string): Record<string, string> {
  return parseChoice(params.get(CONFIGURATION_PREFIX + id));
}

/**
 * The address comparing these products (distinct, at most four); `params` keeps other settings
 * and the choices of products still compared, `configurations` sets (or, when empty, clears) a
 * product's choice.
 */
export function compareHref(
  ids: readonly string[],
  params: URLSearchParams = new URLSearchParams(),
  configurations: ComparedConfigurations = {},
): string {
  const next = new URLSearchParams(params);
  const distinct = [...new Set(ids)].slice(0, MAX_COMPARED);
  if (distinct.length > 0) next.set('ids', distinct.join(','));
  else next.delete('ids');
  for (const key of [...next.keys()]) {
    if (key.startsWith(CONFIGURATION_PREFIX) && !distinct.includes(key.slice(CONFIGURATION_PREFIX.length)))
      next.delete(key);
  }
  for (const [id, choice] of Object.entries(configurations)) {
    if (!distinct.includes(id)) continue;
    const value = choiceValue(choice);
    if (value) next.set(CONFIGURATION_PREFIX + id, value);
    else next.delete(CONFIGURATION_PREFIX + id);
  }
  const search = readableQuery(next);
  return search ? `${COMPARE_PATH}?${search}` : COMPARE_PATH;
}

const REMEMBERED = 'shop.comparison';

/** The comparison page keeps its address for the tab, so 'Comparar con otros productos' adds to it. */
export function rememberComparison(search: string): void {
  try {
    sessionStorage.setItem(REMEMBERED, search);
  } catch {
    // Storage refused (private mode, quota): a new comparison starts from this product alone.
  }
}

function rememberedComparison(): URLSearchParams {
  try {
    return new URLSearchParams(sessionStorage.getItem(REMEMBERED) ?? '');
  } catch {
    return new URLSearchParams();
  }
}

/**
 * The way from a product page into the comparison: the products already picked in this tab
 * (the oldest dropped when four are there), then this one with the shopper's choice.
 */
export function compareWithPickedHref(productId: string, choice: SelectedOptions): string {
  const remembered = rememberedComparison();
  const picked = (remembered.get('ids') ?? '')
    .split(',')
    .filter((id) => id && id !== productId)
    .slice(-(MAX_COMPARED - 1));
  return compareHref([...picked, productId], remembered, { [productId]: choice });
}
