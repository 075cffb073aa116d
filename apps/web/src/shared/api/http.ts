import ky, { HTTPError, type KyInstance, type Options } from 'ky';

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

/**
 * Builds the client. Only time-outs and network failures are retried (statusCodes is
 * empty), so a 404 or 500 surfaces at once as an ApiError with its status.
 * `fetch` is injectable so tests can drive the policy without a server.
 */
export function createHttpClient(options: Pick<Options, 'fetch'> = {}): KyInstance {
  return ky.create({
    ...options,
    timeout: REQUEST_TIMEOUT_MS,
    retry: {
      limit: RETRY_DELAYS_MS.length,
      methods: ['get'],
      statusCodes: [],
      afterStatusCodes: [],
      retryOnTimeout: true,
      // attempt starts at 1: 1 s, 2 s, 4 s, as RETRY_DELAYS_MS documents.
      delay: (attempt) => 1_000 * 2 ** (attempt - 1),
    },
  });
}

/** The decoded body plus the headers (list answers carry their total in X-Total-Count). */
export interface JsonResponse<T> {
  data: T;
  headers: Headers;
}

/**
 * GET through a client, turning HTTP failures into ApiError. The conversion happens
 * here and not in a ky hook: ky decides on retries after its hooks, and an error of
 * another class there would be retried like a network failure.
 */
export async function getJson<T>(
  client: KyInstance,
  path: string,
  options: Pick<Options, 'searchParams' | 'signal'> = {},
): Promise<JsonResponse<T>> {
  try {
    const response = await client.get(path, options);
    return { data: (await response.json()) as T, headers: response.headers };
  } catch (error) {
    if (error instanceof HTTPError) {
      const message = await readServerMessage(error);
      throw new ApiError(error.response.status, message ?? `HTTP ${error.response.status}`);
    }
    throw error;
  }
}

async function readServerMessage(error: HTTPError): Promise<string | undefined> {
  try {
    const body: unknown = await error.response.clone().json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON (a proxy's HTML page, an empty 502): the status alone has to do.
  }
  return undefined;
}

/** The app's one client. Same origin: the API serves this app. */
export const http = createHttpClient();
