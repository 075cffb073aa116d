import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, callApiWithHeaders, endpointPath, type CallOptions } from './client';
import { ApiCallError, createHttpClient, isApiError, setDefaultTransport, type HttpClientOptions } from './http';
import { uploadForm } from './upload';
import { endpoints } from '@shop/domain';
import { accountEndpoints } from '@shop/domain/account-api';
import { staffEndpoints } from '@shop/domain/staff-api';

const ORIGIN = 'http://shop.test';
const URL_ = `${ORIGIN}${endpointPath(endpoints.listProducts)}`;

/** The client against the shop's origin, on the given fetch. */
const shop = (fetch: NonNullable<HttpClientOptions['fetch']>) => createHttpClient({ fetch, baseUrl: ORIGIN });

/** The catalogue's list: a read, retried under its endpoint's rule. */
const list = (client: ReturnType<typeof shop>, options: CallOptions = {}) =>
  callApiWithHeaders(endpoints.listProducts, {}, { client, ...options });

/** A fetch that never answers; it rejects only when the client aborts its request. */
function hangingFetch() {
  return vi.fn(
    (request: Request) =>
      new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

const failingFetch = () =>
  vi.fn<NonNullable<HttpClientOptions['fetch']>>(async () => {
    throw new TypeError('Failed to fetch');
  });

const ok = () => new Response(JSON.stringify([{ id: '1' }]), { headers: { 'content-type': 'application/json' } });

describe('product HTTP client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries network failures after 1, 2 and 4 s, then gives up', async () => {
    const fetch = failingFetch();
    const result = list(shop(fetch)).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(fetch).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(await result).toBeInstanceOf(TypeError);
  });

  it('times out each attempt after 10 s and retries time-outs', async () => {
    const fetch = hangingFetch();
    const result = list(shop(fetch)).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 1_000); // time-out, then the 1 s wait
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000 + 2_000 + 10_000 + 4_000);
    expect(fetch).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await result) as Error).toHaveProperty('name', 'TimeoutError');
  });

  it('succeeds when a retry gets through', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(ok());
    const result = list(shop(fetch));
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toMatchObject({ data: [{ id: '1' }] });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('raises other HTTP errors at once with their status and message', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Producto no encontrado' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const error = await list(shop(fetch)).catch((caught: unknown) => caught);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(isApiError(error, 404)).toBe(true);
    expect((error as Error).message).toBe('Producto no encontrado');
  });

  it('does not retry a 503 either (only time-outs and network failures are retried)', async () => {
    const fetch = vi.fn(async () => new Response('Service Unavailable', { status: 503 }));
    const error = await list(shop(fetch)).catch((caught: unknown) => caught);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(isApiError(error, 503)).toBe(true);
  });

  it('raises a 500 at once with the server message, without retrying', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Error interno' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const error = await list(shop(fetch)).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(isApiError(error, 500)).toBe(true);
    expect((error as Error).message).toBe('Error interno');
  });

  it('falls back to "HTTP <status>" when the error body is not JSON', async () => {
    const fetch = vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await list(shop(fetch)).catch((caught: unknown) => caught);
    expect(isApiError(error, 502)).toBe(true);
    expect((error as Error).message).toBe('HTTP 502');
  });

  it('stops at once without retrying when the caller aborts during an attempt', async () => {
    // Never settles, even on abort: the caller must not depend on the fetch honouring the signal.
    const fetch = vi.fn((_request: Request) => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const result = list(shop(fetch), { signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new DOMException('left the page', 'AbortError'));
    expect(await result).toHaveProperty('name', 'AbortError');
    expect(fetch.mock.calls[0]![0].signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops at once when the caller aborts while waiting for a retry', async () => {
    const fetch = failingFetch();
    const controller = new AbortController();
    const result = list(shop(fetch), { signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500); // first attempt failed, 1 s wait under way
    controller.abort(new DOMException('left the page', 'AbortError'));
    expect(await result).toHaveProperty('name', 'AbortError');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("does not retry the caller's own time-out as if it were the client's", async () => {
    const fetch = hangingFetch();
    const controller = new AbortController();
    const result = list(shop(fetch), { signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(3_000);
    controller.abort(new DOMException('caller gave up', 'TimeoutError'));
    await vi.advanceTimersByTimeAsync(0);
    expect(await result).toHaveProperty('message', 'caller gave up');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the caller has already aborted', async () => {
    const fetch = failingFetch();
    const controller = new AbortController();
    controller.abort();
    await expect(list(shop(fetch), { signal: controller.signal })).rejects.toHaveProperty('name', 'AbortError');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('times out even when the fetch ignores the abort', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    const result = list(shop(fetch)).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await result) as Error).toHaveProperty('name', 'TimeoutError');
  });
});

describe('writes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('are never retried, not even after a network failure or a time-out', async () => {
    const failing = failingFetch();
    const failed = callApi(
      accountEndpoints.login,
      { body: { email: 'a@b.c', password: 'x' } },
      { client: shop(failing) },
    ).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await failed).toBeInstanceOf(TypeError);
    expect(failing).toHaveBeenCalledTimes(1);

    const hanging = hangingFetch();
    const timedOut = callApi(
      accountEndpoints.googleLogin,
      { body: { credential: 'x' } },
      { client: shop(hanging) },
    ).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await timedOut).toHaveProperty('name', 'TimeoutError');
    expect(hanging).toHaveBeenCalledTimes(1);
  });

  it('send the method, JSON body and headers given', async () => {
    const fetch = vi.fn(async (_request: Request) => new Response('{"ok":true}'));
    await createHttpClient({ fetch }).request(URL_, {
      method: 'PATCH',
      json: { userId: 'u1' },
      headers: { authorization: 'Bearer abc' },
    });
    const request = fetch.mock.calls[0]![0];
    expect(request.method).toBe('PATCH');
    expect(request.headers.get('authorization')).toBe('Bearer abc');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.text()).toBe('{"userId":"u1"}');
  });
});

describe('request URLs', () => {
  const seenUrl = async (options: HttpClientOptions, path: string, searchParams?: URLSearchParams) => {
    const fetch = vi.fn(async (_request: Request) => new Response('[]'));
    await createHttpClient({ ...options, fetch }).request(path, { searchParams });
    return fetch.mock.calls[0]![0].url;
  };

  it('put a base URL, when given, in front of the path, and append the search parameters', async () => {
    expect(await seenUrl({ baseUrl: 'http://api.internal:3000/' }, endpointPath(endpoints.listProducts))).toBe(
      'http://api.internal:3000/api/products',
    );
    expect(await seenUrl({}, URL_, new URLSearchParams({ page: '2', search: 'ratón inalámbrico' }))).toBe(
      `${URL_}?page=2&search=rat%C3%B3n+inal%C3%A1mbrico`,
    );
  });
});

describe('the default client', () => {
  afterEach(() => setDefaultTransport({}));

  it('goes where the server-side renderer points it', async () => {
    const fetch = vi.fn(async (_request: Request) => new Response('[]'));
    setDefaultTransport({ fetch, baseUrl: 'http://127.0.0.1:3000' });
    await callApi(endpoints.categories);
    expect(fetch.mock.calls[0]![0].url).toBe(`http://127.0.0.1:3000${endpointPath(endpoints.categories)}`);
  });
});

describe('errors', () => {
  it("keep the server body's code and details besides status and message", async () => {
    const details = [{ path: 'name', message: 'El nombre es obligatorio' }];
    const fetch = vi.fn(async () =>
      Response.json({ message: 'Datos inválidos', code: 'VALIDATION', details }, { status: 400 }),
    );
    const error = await createHttpClient({ fetch })
      .request(URL_, { method: 'POST', json: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ status: 400, message: 'Datos inválidos', code: 'VALIDATION', details });
  });

  it('leave code and details undefined when the body has none or they have the wrong shape', async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'No', code: 7, details: 'x' }, { status: 409 }));
    const error = (await createHttpClient({ fetch })
      .request(URL_, { method: 'POST' })
      .catch((caught: unknown) => caught)) as ApiCallError;
    expect([error.status, error.message, error.code, error.details]).toEqual([409, 'No', undefined, undefined]);
  });
});

describe('authorized calls', () => {
  afterEach(() => localStorage.clear());

  it('send the stored token as bearer', async () => {
    localStorage.setItem('token', 'abc');
    const fetch = vi.fn(async (_request: Request) => Response.json({ id: 'u1' }));
    await expect(callApi(accountEndpoints.me, {}, { client: shop(fetch) })).resolves.toEqual({ id: 'u1' });
    expect(fetch.mock.calls[0]![0].headers.get('authorization')).toBe('Bearer abc');
  });

  it('fail with "No hay token de autenticación" and send nothing without a stored token', async () => {
    const fetch = vi.fn(async () => Response.json({}));
    await expect(callApi(staffEndpoints.deleteUser, { params: { id: 'u1' } }, { client: shop(fetch) })).rejects.toThrow(
      'No hay token de autenticación',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('send no authorization header unless asked', async () => {
    localStorage.setItem('token', 'abc');
    const fetch = vi.fn(async (_request: Request) => Response.json([]));
    await list(shop(fetch));
    expect(fetch.mock.calls[0]![0].headers.has('authorization')).toBe(false);
  });
});

/** Stands in for XMLHttpRequest: records what was sent and lets the test play the network. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

const createXhr = () => new FakeXhr() as unknown as XMLHttpRequest;

describe('uploadForm', () => {
  afterEach(() => localStorage.clear());

  it('sends the form with the bearer token, reports progress and resolves with the JSON answer', async () => {
    localStorage.setItem('token', 'abc');
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.webp');
    const progress: [number, number][] = [];
    const done = uploadForm(staffEndpoints.uploadImage, form, {
      createXhr,
      onProgress: ({ loaded, total }) => progress.push([loaded, total]),
    });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.headers.authorization, xhr.body]).toEqual([
      'POST',
      endpointPath(staffEndpoints.uploadImage),
      'Bearer abc',
      form,
    ]);
    xhr.progress(50, 200);
    xhr.progress(0, 0, false); // a browser that cannot tell the size: nothing to report
    xhr.progress(200, 200);
    xhr.answer(201, '{"imageUrls":["/uploads/a.webp"]}');
    await expect(done).resolves.toEqual({ imageUrls: ['/uploads/a.webp'] });
    expect(progress).toEqual([
      [50, 200],
      [200, 200],
    ]);
  });

  it('fails like the client: ApiCallError with code and details, TypeError on network failure', async () => {
    localStorage.setItem('token', 'abc');
    const failed = uploadForm(staffEndpoints.uploadImage, new FormData(), { createXhr });
    FakeXhr.last.answer(413, '{"message":"Archivo demasiado grande","code":"FILE_TOO_LARGE","details":[{"max":5}]}');
    await expect(failed).rejects.toMatchObject({
      name: 'ApiCallError',
      status: 413,
      message: 'Archivo demasiado grande',
      code: 'FILE_TOO_LARGE',
      details: [{ max: 5 }],
    });

    const offline = uploadForm(staffEndpoints.uploadImage, new FormData(), { createXhr });
    FakeXhr.last.onerror?.();
    await expect(offline).rejects.toBeInstanceOf(TypeError);
  });

  it('without a stored token fails before any request', async () => {
    const create = vi.fn(createXhr);
    await expect(uploadForm(staffEndpoints.uploadImage, new FormData(), { createXhr: create })).rejects.toThrow(
      'No hay token de autenticación',
    );
    expect(create).not.toHaveBeenCalled();
  });

  it("stops the upload when the caller aborts, with the caller's reason", async () => {
    localStorage.setItem('token', 'abc');
    const controller = new AbortController();
    const upload = uploadForm(staffEndpoints.uploadImage, new FormData(), { createXhr, signal: controller.signal });
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(upload).rejects.toHaveProperty('message', 'left the page');
    expect(FakeXhr.last.aborted).toBe(true);
  });

  it('goes where the server-side transport points, like the client', async () => {
    localStorage.setItem('token', 'abc');
    setDefaultTransport({ baseUrl: 'http://127.0.0.1:3000/' });
    try {
      void uploadForm(staffEndpoints.uploadImage, new FormData(), { createXhr }).catch(() => undefined);
      expect(FakeXhr.last.url).toBe(`http://127.0.0.1:3000${endpointPath(staffEndpoints.uploadImage)}`);
    } finally {
      setDefaultTransport({});
    }
  });
});
