/** Product-call policy of spec 001 §7: 10 s per attempt, retries after 1, 2 and 4 s. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000] as const;

/** An HTTP answer outside 2xx: carries the status and the server's `message` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RequestOptions {
  method?: HttpMethod;
  searchParams?: URLSearchParams | Record<string, string>;
  /** Sent as the JSON body, with its content type. */
  json?: unknown;
  headers?: Record<string, string>;
  /** The caller's cancellation: it ends the call at once and is never retried. */
  signal?: AbortSignal;
}

export interface HttpClient {
  /** Resolves with a 2xx response; any other status rejects with an ApiError. */
  request(path: string, options?: RequestOptions): Promise<Response>;
}

export interface HttpClientOptions {
  /** Injectable so tests can drive the policy without a server, and a server-side renderer can bring its own. */
  fetch?: (request: Request) => Promise<Response>;
  /** Needed only outside the browser, where a path like '/api/products' has no origin to resolve against. */
  baseUrl?: string;
}

/**
 * Builds a client. Only time-outs and network failures of GET calls are retried, so a
 * 404 or 500 surfaces at once as an ApiError, and a write is never sent twice.
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  // Looked up per call, not captured here: `http` is built at import time, before tests stub the global.
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));

  return {
    async request(path, { method = 'get', searchParams, json, headers, signal } = {}) {
      // Built before the loop so a malformed URL fails at once instead of being retried like a network failure.
      const request = new Request(withSearchParams(joinUrl(options.baseUrl, path), searchParams), {
        method: method.toUpperCase(), // fetch upper-cases DELETE or POST by itself, but not PATCH
        headers: jsonHeaders(headers, json),
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      const retries = method === 'get' ? RETRY_DELAYS_MS.length : 0;
      for (let attempt = 0; ; attempt++) {
        try {
          const response = await attemptWithTimeout(send, request, signal);
          if (!response.ok) throw await toApiError(response);
          return response;
        } catch (error) {
          if (attempt >= retries || signal?.aborted || !isTimeoutOrNetworkFailure(error)) throw error;
          await delay(RETRY_DELAYS_MS[attempt]!, signal);
        }
      }
    },
  };
}

function joinUrl(baseUrl: string | undefined, path: string): string {
  return baseUrl ? `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : path;
}

function withSearchParams(url: string, searchParams: RequestOptions['searchParams']): string {
  const query = new URLSearchParams(searchParams).toString();
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
      () => stop(new DOMException(`No answer within ${REQUEST_TIMEOUT_MS} ms`, 'TimeoutError')),
      REQUEST_TIMEOUT_MS,
    );
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    send(new Request(request, { signal: controller.signal })).then(
      (response) => settle(() => resolve(response)),
      (error: unknown) => settle(() => reject(error)),
    );
  });
}

/** fetch rejects with a TypeError when the network fails; the time-out is our own DOMException. */
function isTimeoutOrNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');
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

async function toApiError(response: Response): Promise<ApiError> {
  return new ApiError(response.status, (await readServerMessage(response)) ?? `HTTP ${response.status}`);
}

async function readServerMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON (a proxy's HTML page, an empty 502): the status alone has to do.
  }
  return undefined;
}

/** The decoded body plus the headers (list answers carry their total in X-Total-Count). */
export interface JsonResponse<T> {
  data: T;
  headers: Headers;
}

/** GET through a client under its retry policy; HTTP failures arrive as ApiError. */
export async function getJson<T>(
  client: HttpClient,
  path: string,
  options: Pick<RequestOptions, 'searchParams' | 'signal'> = {},
): Promise<JsonResponse<T>> {
  const response = await client.request(path, { ...options, method: 'get' });
  return { data: (await response.json()) as T, headers: response.headers };
}

let defaultTransport: HttpClientOptions = {};

/**
 * Points `http` elsewhere for the whole process: the server-side renderer has no origin to
 * resolve '/api/...' against and answers the calls itself. The browser never calls it.
 */
export function setDefaultTransport(transport: HttpClientOptions): void {
  defaultTransport = transport;
}

/** The app's one client. In the browser it calls its own origin, which serves the API. */
export const http: HttpClient = {
  request: (path, options) => createHttpClient(defaultTransport).request(path, options),
};
