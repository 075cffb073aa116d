/**
 * Uploads with progress, a module apart from http.ts (which is in the storefront's first load):
 * only the lazily loaded admin pages send files.
 */
import type { AnswerOf } from '@shop/domain';
import type { staffEndpoints } from '@shop/domain/staff-api';
import { apiErrorFrom, defaultBaseUrl, joinUrl, parseJson, withBearer, type RequestOptions } from './http';

/** The endpoints that take files. */
export type UploadEndpoint =
  typeof staffEndpoints.uploadImages | typeof staffEndpoints.uploadImage | typeof staffEndpoints.uploadVideo;

export interface UploadProgress {
  /** Bytes of the body sent so far. */
  loaded: number;
  /** Bytes of the whole body. */
  total: number;
}

export interface UploadOptions extends Pick<RequestOptions, 'headers' | 'signal'> {
  /** Called as the body goes out (fetch cannot report this, hence XMLHttpRequest). */
  onProgress?: (progress: UploadProgress) => void;
  /** Injectable for tests; the browser's XMLHttpRequest otherwise. */
  createXhr?: () => XMLHttpRequest;
}

/**
 * Sends a form (files) and resolves with the JSON answer, reporting the upload's progress.
 * Like every write it is never retried, and it has no time-out: a large video on a slow line
 * takes as long as it takes; the caller's signal cancels it. Failures arrive as the client's
 * do: ApiCallError for an HTTP error, TypeError for a network failure, the signal's reason on abort.
 */
export function uploadForm<E extends UploadEndpoint>(
  endpoint: E,
  form: FormData,
  options: UploadOptions = {},
): Promise<AnswerOf<E>> {
  const { headers, signal, onProgress, createXhr = () => new XMLHttpRequest() } = options;
  const { method, path, auth } = endpoint;
  return new Promise<AnswerOf<E>>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    let sent: Record<string, string>;
    try {
      sent = withBearer(headers, auth);
    } catch (error) {
      return reject(error);
    }
    const xhr = createXhr();
    const onAbort = () => {
      xhr.abort();
      reject(signal!.reason);
    };
    const finish = (settle: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    xhr.open(method, joinUrl(defaultBaseUrl(), path));
    for (const [name, value] of Object.entries(sent)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () =>
      finish(() => {
        if (xhr.status < 200 || xhr.status > 299) return reject(apiErrorFrom(xhr.status, xhr.responseText));
        const body = parseJson(xhr.responseText);
        if (body === undefined) return reject(new SyntaxError(`HTTP ${xhr.status}: the answer is not JSON`));
        // The table's answer type is the API's response schema, which the server validates on the way out.
        resolve(body as AnswerOf<E>);
      });
    xhr.onerror = () => finish(() => reject(new TypeError('Network request failed')));
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}
