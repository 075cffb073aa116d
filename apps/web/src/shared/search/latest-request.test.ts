import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { latestRequest } from './latest-request';

/** A request whose answer the test releases when it wants, in any order. */
function controllable() {
  const calls: {
    input: string;
    signal: AbortSignal;
    resolve: (value: string) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const fetcher = (input: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ input, signal, resolve, reject });
    });
  return { calls, fetcher };
}

describe('latestRequest', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a pause in typing and asks once for the last text', async () => {
    const { calls, fetcher } = controllable();
    const delivered: string[] = [];
    const box = latestRequest(fetcher, (output) => delivered.push(output), 200);
    box.request('s');
    await vi.advanceTimersByTimeAsync(100);
    box.request('sa');
    await vi.advanceTimersByTimeAsync(100);
    box.request('sam');
    await vi.advanceTimersByTimeAsync(199);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.input)).toEqual(['sam']);
    calls[0]!.resolve('answer to sam');
    await vi.runAllTimersAsync();
    expect(delivered).toEqual(['answer to sam']);
  });

  it('cancels an older request and never delivers its late answer over a newer one', async () => {
    const { calls, fetcher } = controllable();
    const delivered: string[] = [];
    const box = latestRequest(fetcher, (output, input) => delivered.push(`${input}:${output}`), 50);
    box.request('sam');
    await vi.advanceTimersByTimeAsync(50);
    box.request('samsung');
    await vi.advanceTimersByTimeAsync(50);
    expect(calls.map((call) => call.input)).toEqual(['sam', 'samsung']);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    // The newer answer arrives first, then the older one (a fetch that ignored its signal).
    calls[1]!.resolve('new');
    await vi.runAllTimersAsync();
    calls[0]!.resolve('old');
    await vi.runAllTimersAsync();
    expect(delivered).toEqual(['samsung:new']);
  });

  it('says nothing of an aborted request, reports a real failure of the newest one', async () => {
    const { calls, fetcher } = controllable();
    const failures: string[] = [];
    const box = latestRequest(
      fetcher,
      () => undefined,
      10,
      (_error, input) => failures.push(input),
    );
    box.request('a');
    await vi.advanceTimersByTimeAsync(10);
    box.request('ab');
    await vi.advanceTimersByTimeAsync(10);
    calls[0]!.reject(new DOMException('aborted', 'AbortError'));
    calls[1]!.reject(new Error('offline'));
    await vi.runAllTimersAsync();
    expect(failures).toEqual(['ab']);
  });

  it('cancel stops a pending timer and the request in flight', async () => {
    const { calls, fetcher } = controllable();
    const delivered: string[] = [];
    const box = latestRequest(fetcher, (output) => delivered.push(output), 10);
    box.request('a');
    box.cancel();
    await vi.advanceTimersByTimeAsync(20);
    expect(calls).toHaveLength(0);
    box.request('b');
    await vi.advanceTimersByTimeAsync(10);
    box.cancel();
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve('late');
    await vi.runAllTimersAsync();
    expect(delivered).toEqual([]);
  });
});
