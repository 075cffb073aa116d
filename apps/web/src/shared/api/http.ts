import type { HttpMethod, RetryRule } from '@shop/domain';
import { getToken, NO_TOKEN_MESSAGE } from '../session/token';

/** Each attempt gets 10 s; a call that may be retried is sent again after 1, 2 and 4 s. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000] as const;

/**
 * An HTTP answer outside 2xx: carries the status and, when the server sent them, its
 * `message`, its machine-readable `code` and the `details` of what was wrong (an array).
 */
export class ApiCallError extends Error {
  /** The request's id (X-Request-Id, set by the client), shown to the person as a reference the shop's log knows. */
  declare requestId?: string;

  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly details?: unknown[],
    /** The values the code's text is filled with (e.g. { count } minutes to wait). */
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

export function isApiError(error: unknown, status?: number): error is ApiCallError {
  return error instanceof ApiCallError && (status === undefined || error.status === status);
}

/** A proxy in front of the API gave up: the call may have reached the API all the same. */
const GATEWAY_FAILURES = [502, 503, 504];

/**
 * The one retry rule: whether a failed attempt may be sent again under the endpoint's rule.
 * fetch rejects with a TypeError when the network fails; the time-out is our own DOMException.
 * Any other HTTP error answer is the server's word and surfaces at once.
 */
function worthRetrying(rule: RetryRule, error: unknown): boolean {
  if (rule === 'never') return false;
  if (error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError')) return true;
  return rule === 'unanswered-or-gateway' && isApiError(error) && GATEWAY_FAILURES.includes(error.status);
}

export interface RequestOptions {
  method?: HttpMethod;
  searchParams?: URLSearchParams;
  /** Sent as the JSON body, with its content type. */
  json?: unknown;
  headers?: Record<string, string>;
  /** The caller's cancellation: it ends the call at once and is never retried. */
  signal?: AbortSignal;
  /**
   * Sends the session's stored token as bearer. Without a stored token the call fails with
   * NO_TOKEN_MESSAGE before any request is made: a request that must fail is not sent.
   */
  auth?: boolean;
  /** When a failed attempt is sent again (never by default); the endpoint's declaration says which. */
  retry?: RetryRule;
  /** The waits before each retry (the spec's schedule by default); injectable for tests. */
  retryDelaysMs?: readonly number[];
  /** Per attempt, up to the response headers. */
  timeoutMs?: number;
  cache?: RequestCache;
}

export interface HttpClient {
  /** Resolves with a 2xx response; any other status rejects with an ApiCallError. */
  request(path: string, options?: RequestOptions): Promise<Response>;
}

export interface HttpClientOptions {
  /** Injectable so tests can drive the policy without a server, and a server-side renderer can bring its own. */
  fetch?: (request: Request) => Promise<Response>;
  /** Needed only outside the browser, where an API path has no origin to resolve against. */
  baseUrl?: string;
}

/**
 * Builds a client. A call is retried only as its retry rule allows (see worthRetrying), so a
 * 404 or 500 surfaces at once as an ApiCallError, and a write without a key is never sent twice.
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  // Looked up per call, not captured here: `http` is built at import time, before tests stub the global.
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));

  return {
    async request(
      path,
      {
        method = 'GET',
        searchParams,
        json,
        headers,
        signal,
        auth,
        retry = 'never',
        retryDelaysMs = RETRY_DELAYS_MS,
        timeoutMs,
        cache,
      } = {},
    ) {
      // One id for the call (its retries included): the server logs it and answers it back, and
      // an error shown to the person carries it as a reference.
      const requestId = newRequestId();
      // Built before the loop so a malformed URL fails at once instead of being retried like a network failure.
      const request = new Request(withSearchParams(joinUrl(options.baseUrl, path), searchParams), {
        method,
        headers: jsonHeaders({ 'x-request-id': requestId, ...withBearer(headers, auth) }, json),
        body: json === undefined ? undefined : JSON.stringify(json),
        cache,
      });
      const retries = retry === 'never' ? 0 : retryDelaysMs.length;
      for (let attempt = 0; ; attempt++) {
        try {
          const response = await attemptWithTimeout(send, request, signal, timeoutMs);
          if (!response.ok) throw Object.assign(await toApiCallError(response), { requestId });
          return response;
        } catch (error) {
          if (attempt >= retries || signal?.aborted || !worthRetrying(retry, error)) throw error;
          await delay(retryDelaysMs[attempt]!, signal);
        }
      }
    },
  };
}

/** A request id: a random UUID, which the server adopts as its own (apps/api/src/app.ts). */
export const newRequestId = (): string => crypto.randomUUID();

/** The headers plus the stored bearer token when `auth` asks for it; throws NO_TOKEN_MESSAGE without one. */
export function withBearer(
  headers: Record<string, string> | undefined,
  auth: boolean | undefined,
): Record<string, string> {
  if (!auth) return { ...headers };
  const token = getToken();
  if (!token) throw new Error(NO_TOKEN_MESSAGE);
  return { ...headers, authorization: `Bearer ${token}` };
}

export function joinUrl(baseUrl: string | undefined, path: string): string {
  return baseUrl ? `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : path;
}

function withSearchParams(url: string, searchParams: RequestOptions['searchParams']): string {
  const query = searchParams?.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function jsonHeaders(headers: Record<string, string> | undefined, json: unknown): Headers {
  const merged = new Headers(headers);
  if (json !== undefined && !merged.has('content-type')) merged.set('content-type', 'application/json');
  return merged;
}

/**
 * One attempt, bounded by REQUEST_TIMEOUT_MS up to the response headers (the body is read
 * afterwards without a limit). The race does not wait for the injected fetch to honour the
 * abort: a fetch that ignores its signal must not stretch the time-out or the caller's cancel.
 */
function attemptWithTimeout(
  send: (request: Request) => Promise<Response>,
  request: Request,
  callerSignal: AbortSignal | undefined,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<Response> {
  if (callerSignal?.aborted) return Promise.reject(callerSignal.reason);
  const controller = new AbortController();
  return new Promise<Response>((resolve, reject) => {
    // Cleans up synchronously: a late caller abort must not cut the body of an answer already handed over.
    const settle = (finish: () => void) => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
      finish();
    };
    const stop = (reason: unknown) => {
      controller.abort(reason);
      settle(() => reject(reason));
    };
    const onCallerAbort = () => stop(callerSignal!.reason);
    const timer = setTimeout(
      () => stop(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError')),
      timeoutMs,
    );
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    send(new Request(request, { signal: controller.signal })).then(
      (response) => settle(() => resolve(response)),
      (error: unknown) => settle(() => reject(error)),
    );
  });
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function toApiCallError(response: Response): Promise<ApiCallError> {
  return apiErrorFrom(response.status, await response.text());
}

/** The error for a failed answer, from its status and body text (fetch and upload alike). */
export function apiErrorFrom(status: number, bodyText: string): ApiCallError {
  const body = parseJson(bodyText);
  if (!body || typeof body !== 'object') {
    // Not JSON (a proxy's HTML page, an empty 502): the status alone has to do.
    return new ApiCallError(status, `HTTP ${status}`);
  }
  const { message, code, details, params } = body as Record<string, unknown>;
  return new ApiCallError(
    status,
    typeof message === 'string' ? message : `HTTP ${status}`,
    typeof code === 'string' ? code : undefined,
    Array.isArray(details) ? details : undefined,
    params && typeof params === 'object' ? (params as Record<string, string | number>) : undefined,
  );
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

let defaultTransport: HttpClientOptions = {};

/**
 * Points `http` elsewhere for the whole process: the server-side renderer has no origin to
 * resolve the API's paths against and answers the calls itself. The browser never calls it.
 */
export function setDefaultTransport(transport: HttpClientOptions): void {
  defaultTransport = transport;
}

/** Where calls go when the transport says (the server-side renderer); undefined in the browser: its own origin. */
export const defaultBaseUrl = (): string | undefined => defaultTransport.baseUrl;

/** The app's one client. In the browser it calls its own origin, which serves the API. */
export const http: HttpClient = {
  request: (path, options) => createHttpClient(defaultTransport).request(path, options),
};
