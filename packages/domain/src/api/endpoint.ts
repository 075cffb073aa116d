import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * When a call whose answer did not come may be sent again, on the client's schedule:
 * - 'unanswered': a read; retried after a time-out or a network failure (an HTTP error
 *   answer, even a 502, surfaces at once).
 * - 'unanswered-or-gateway': a write whose Idempotency-Key makes the server return what the
 *   first attempt made; also retried when a proxy in front of the API gave up (502, 503,
 *   504), since the write may have happened behind it.
 * - 'never': a write without such a key, or a read whose caller keeps its own schedule
 *   (suggestions: the next keystroke asks again; health: the start-up dialog's back-off).
 */
export type RetryRule = 'never' | 'unanswered' | 'unanswered-or-gateway';

/** A query string as sent: the keys the API reads, each as text, several texts for a repeated key. */
export type QueryInput<Schema extends z.ZodType> = Partial<Record<keyof z.output<Schema>, QueryValue>>;
export type QueryValue = string | readonly string[];

/** A multipart body (the browser's FormData): files travel as they are, never as JSON. */
export interface FormBody {
  append(name: string, value: never, fileName?: string): void;
}

/** What one call sends: the path's parameters, the query string, the JSON body. */
export interface CallInput {
  params?: Record<string, string>;
  query?: Partial<Record<string, QueryValue>>;
  body?: unknown;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint, whatever it sends and answers
export interface Endpoint<Input extends CallInput = any, Answer = any> {
  readonly method: HttpMethod;
  /** The whole path, `:name` for a path parameter; the API registers exactly this. */
  readonly path: `/api/${string}`;
  readonly retry: RetryRule;
  /** Whether the web sends the stored session token (and refuses to call without one). */
  readonly auth: boolean;
  /** Type-only, never set: what a call sends and what a 2xx answers. */
  readonly types?: { input: Input; answer: Answer };
}

/** What a call of the endpoint sends. */
export type InputOf<E extends Endpoint> = NonNullable<E['types']>['input'];
/** What a 2xx answer of the endpoint carries. */
export type AnswerOf<E extends Endpoint> = NonNullable<E['types']>['answer'];
