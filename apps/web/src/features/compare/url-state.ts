import { MAX_COMPARED, compareHref } from '../../shared/lib/compare-link';

// The API refuses longer ids (its `:id` parameter); drop them rather than ask for a 400.
const MAX_ID_LENGTH = 200;
const DIFFERENCES = 'diferencias';

/** The products to compare: distinct, non-empty, at most four, in the order given. */
export function readComparedIds(params: URLSearchParams): string[] {
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id && id.length <= MAX_ID_LENGTH);
  return [...new Set(ids)].slice(0, MAX_COMPARED);
}

export function readDifferencesOnly(params: URLSearchParams): boolean {
  return params.get(DIFFERENCES) === '1';
}

/** The comparison's address after a change; unrelated parameters (like `lng`) are kept. */
export function compareLocation(
  current: URLSearchParams,
  patch: { ids?: readonly string[]; differencesOnly?: boolean },
): string {
  const next = new URLSearchParams(current);
  if (patch.differencesOnly ?? readDifferencesOnly(current)) next.set(DIFFERENCES, '1');
  else next.delete(DIFFERENCES);
  return compareHref(patch.ids ?? readComparedIds(current), next);
}
