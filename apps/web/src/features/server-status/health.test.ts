import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointPath } from '../../shared/api/client';
import { checkHealthOnce, healthBackoffMs, waitForServer } from './health';
import { endpoints } from '@shop/domain';

describe('health back-off', () => {
  it('doubles from 1 s and stops growing at 15 s', () => {
    expect(Array.from({ length: 11 }, (_, n) => healthBackoffMs(n))).toEqual([
      1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000, 15_000, 15_000, 15_000, 15_000,
    ]);
  });
});

describe('waitForServer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('makes 12 attempts on the schedule, 120 s in all, then gives up', async () => {
    const check = vi.fn(async () => false);
    let result: boolean | undefined;
    void waitForServer(check).then((value) => (result = value));

    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2); // t = 1 s
    await vi.advanceTimersByTimeAsync(2_000);
    expect(check).toHaveBeenCalledTimes(3); // t = 3 s
    await vi.advanceTimersByTimeAsync(4_000 + 8_000);
    expect(check).toHaveBeenCalledTimes(5); // t = 15 s
    await vi.advanceTimersByTimeAsync(14_999);
    expect(check).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(6); // t = 30 s
    await vi.advanceTimersByTimeAsync(89_999);
    expect(check).toHaveBeenCalledTimes(11);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(12); // t = 120 s
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(12);
    expect(result).toBe(false);
  });

  it('stops as soon as an attempt succeeds', async () => {
    const check = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(false).mockResolvedValue(true);
    const done = waitForServer(check);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(done).resolves.toBe(true);
    expect(check).toHaveBeenCalledTimes(3);
  });
});

describe('checkHealthOnce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const json = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  it('is ready only when the body says status OK', async () => {
    await expect(checkHealthOnce(json(200, { status: 'OK' }))).resolves.toBe(true);
    await expect(checkHealthOnce(json(200, { status: 'starting' }))).resolves.toBe(false);
    await expect(checkHealthOnce(json(503, { status: 'ERROR' }))).resolves.toBe(false);
  });

  it('gives up on an attempt after 10 s', async () => {
    const hanging = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    let result: boolean | undefined;
    void checkHealthOnce(hanging).then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(false);
  });
});

describe('checkHealthOnce through the HTTP client', () => {
  it('makes one request per attempt, never retrying inside it (waitForServer keeps the schedule)', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(checkHealthOnce(failing)).resolves.toBe(false);
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('asks the health endpoint with GET', async () => {
    const fetch = vi.fn(async (_request: Request) => Response.json({ status: 'OK' }));
    await expect(checkHealthOnce(fetch)).resolves.toBe(true);
    const request = fetch.mock.calls[0]![0];
    expect([new URL(request.url).pathname, request.method]).toEqual([endpointPath(endpoints.health), 'GET']);
  });
});
