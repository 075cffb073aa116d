import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, getJson, isApiError } from './http';

const URL_ = 'http://shop.test/api/products';

/** A fetch that never answers until ky's time-out aborts it. */
function hangingFetch() {
  return vi.fn(
    (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = input instanceof Request ? input.signal : init?.signal;
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

const ok = () => new Response(JSON.stringify([{ id: '1' }]), { headers: { 'content-type': 'application/json' } });

describe('product HTTP client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries network failures after 1, 2 and 4 s, then gives up', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = getJson(createHttpClient({ fetch }), URL_).catch((error: unknown) => error);

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
    const result = getJson(createHttpClient({ fetch }), URL_).catch((error: unknown) => error);

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
    const result = getJson<{ id: string }[]>(createHttpClient({ fetch }), URL_);
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
    const error = await getJson(createHttpClient({ fetch }), URL_).catch((caught: unknown) => caught);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(isApiError(error, 404)).toBe(true);
    expect((error as Error).message).toBe('Producto no encontrado');
  });

  it('does not retry a 503 either (only time-outs and network failures are retried)', async () => {
    const fetch = vi.fn(async () => new Response('Service Unavailable', { status: 503 }));
    const error = await getJson(createHttpClient({ fetch }), URL_).catch((caught: unknown) => caught);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(isApiError(error, 503)).toBe(true);
  });
});
