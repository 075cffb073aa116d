import { isMessageKey, type CartItem, type MessageKey, type MessageParams } from '@shop/domain';
import type { ApiCallError } from '../../shared/api/http';

/** The error codes that refuse named lines of an order (one `details` entry per line). */
const LINE_REFUSALS = new Set(['ORDER_LINES_UNAVAILABLE', 'ORDER_OPTIONS_NOT_OFFERED']);

interface LineDetail {
  path?: unknown;
  code?: unknown;
  message?: unknown;
  available?: unknown;
}

/**
 * What the server said about each refused line, in the shopper's language: "Mouse: solo
 * quedan 2 unidades". The line is found by its position in the order (`items.N`) and named
 * after the cart's line; a text that does not name it gets the name in front. Undefined when
 * the error does not refuse lines.
 */
export function refusedLines(
  error: ApiCallError,
  items: readonly CartItem[],
  text: (key: MessageKey, params?: MessageParams) => string,
): string[] | undefined {
  if (!error.code || !LINE_REFUSALS.has(error.code) || !error.details?.length) return undefined;
  return error.details.map((entry) => {
    const detail = entry as LineDetail;
    const index = typeof detail.path === 'string' ? Number(/^items\.(\d+)$/.exec(detail.path)?.[1]) : Number.NaN;
    const name = items[index]?.name ?? '';
    const params: MessageParams = { name };
    if (typeof detail.available === 'number') params.count = detail.available;
    const said =
      typeof detail.code === 'string' && isMessageKey(detail.code)
        ? text(detail.code, params)
        : typeof detail.message === 'string'
          ? detail.message
          : '';
    return name && !said.includes(name) ? `${name}: ${said}` : said;
  });
}
