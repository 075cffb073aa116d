import { callApi } from '../../shared/api/client';
import { createHttpClient, http, type HttpClientOptions } from '../../shared/api/http';
import { endpoints } from '@shop/domain';

/** Server-readiness check: up to 12 attempts of 10 s, waits doubling up to 15 s. */
export const HEALTH_MAX_ATTEMPTS = 12;
export const HEALTH_TIMEOUT_MS = 10_000;
export const HEALTH_BACKOFF_CAP_MS = 15_000;
export const RECHECK_INTERVAL_MS = 60_000;

/**
 * Wait after the n-th failed attempt (0-based): 2^n s capped at 15 s. The 11 waits
 * between 12 attempts add up to 1+2+4+8+7×15 = 120 s, the spec's total.
 */
export function healthBackoffMs(failedAttempt: number): number {
  return Math.min(1_000 * 2 ** failedAttempt, HEALTH_BACKOFF_CAP_MS);
}

export type HealthCheck = () => Promise<boolean>;

/**
 * One attempt through the app's HTTP client: true only for a 2xx answer whose `status` is 'OK'
 * within 10 s. The endpoint is never retried by the client: waitForServer keeps the spec's schedule.
 * `fetchImpl` replaces the network (tests).
 */
export async function checkHealthOnce(fetchImpl?: HttpClientOptions['fetch']): Promise<boolean> {
  const client = fetchImpl ? createHttpClient({ fetch: fetchImpl }) : http;
  try {
    const body: unknown = await callApi(
      endpoints.health,
      {},
      { client, timeoutMs: HEALTH_TIMEOUT_MS, cache: 'no-store' },
    );
    // Read defensively: whatever answers 2xx on this path (a proxy's page) must not count as ready.
    return typeof body === 'object' && body !== null && 'status' in body && body.status === 'OK';
  } catch {
    return false;
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Retries `check` on the back-off schedule; resolves false after the 12th failure or on abort. */
export async function waitForServer(check: HealthCheck = checkHealthOnce, signal?: AbortSignal): Promise<boolean> {
  for (let attempt = 0; attempt < HEALTH_MAX_ATTEMPTS && !signal?.aborted; attempt++) {
    if (await check()) return true;
    if (attempt < HEALTH_MAX_ATTEMPTS - 1) await sleep(healthBackoffMs(attempt), signal);
  }
  return false;
}
