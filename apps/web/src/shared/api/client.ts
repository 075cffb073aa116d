import type { AnswerOf, CallInput, Endpoint, InputOf } from '@shop/domain';
import { http, type HttpClient, type RequestOptions } from './http';

/**
 * The web's one way to call the API: with the endpoint's declaration from the domain
 * (`endpoints.listProducts`), which gives the method, the path, the retry rule, whether the
 * session's token goes along, and the types of what is sent and answered. No other file of
 * the web writes an API path.
 */

export interface CallOptions extends Pick<
  RequestOptions,
  'headers' | 'signal' | 'timeoutMs' | 'cache' | 'retryDelaysMs'
> {
  /** The app's client by default; tests and the health check bring their own. */
  client?: HttpClient;
}

/** The input may be left out when the endpoint needs none. */
type CallArguments<E extends Endpoint> =
  object extends InputOf<E> ? [input?: InputOf<E>, options?: CallOptions] : [input: InputOf<E>, options?: CallOptions];

/** The decoded answer plus its headers (list answers carry their total in X-Total-Count). */
export interface AnswerWithHeaders<T> {
  data: T;
  headers: Headers;
}

/** The endpoint's path with its `:name` parameters filled in (encoded). */
export function endpointPath(endpoint: Endpoint, params: Record<string, string> = {}): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${endpoint.path}: missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
}

/** A query given as URLSearchParams (repeated keys included), in the table's form. */
export function queryFrom(searchParams: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(searchParams.keys())) {
    const values = searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

function searchParamsOf(query: CallInput['query']): URLSearchParams | undefined {
  if (!query) return undefined;
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const each of typeof value === 'string' ? [value] : value) searchParams.append(key, each);
  }
  return searchParams;
}

/** Calls an endpoint and resolves with its decoded answer and headers; HTTP failures arrive as ApiCallError. */
export async function callApiWithHeaders<E extends Endpoint>(
  endpoint: E,
  ...[input = {}, { client = http, ...options } = {}]: CallArguments<E>
): Promise<AnswerWithHeaders<AnswerOf<E>>> {
  const { method, retry, auth } = endpoint;
  const { params, query, body } = input as CallInput;
  const response = await client.request(endpointPath(endpoint, params), {
    ...options,
    method,
    retry,
    auth,
    searchParams: searchParamsOf(query),
    json: body,
  });
  // The table's answer type is the API's response schema, which the server validates on the way out.
  return { data: (await response.json()) as AnswerOf<E>, headers: response.headers };
}

/** Calls an endpoint and resolves with its decoded answer. */
export async function callApi<E extends Endpoint>(endpoint: E, ...call: CallArguments<E>): Promise<AnswerOf<E>> {
  return (await callApiWithHeaders(endpoint, ...call)).data;
}
