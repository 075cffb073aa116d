// What the benchmarks read about the processes they start.
import { readFileSync } from 'node:fs';

/** Processor seconds a process has used (Linux: utime + stime from /proc, 100 ticks a second). */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** `BENCH_NODE_ARGS`, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof': flags for the shop's processes. */
export const benchNodeArgs = () => (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

export async function json(url, init) {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json() };
}

/**
 * Runs `use` with the address of a PostgreSQL database of its own, made on the server of `serverUrl`
 * and dropped afterwards, so other sessions' tests on that server are not disturbed. Answers
 * undefined (and says why) when PostgreSQL is not there.
 */
export async function withScratchDatabase(serverUrl, prefix, use) {
  const { default: pg } = await import('pg');
  const database = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    return await use(url.toString());
  } catch (error) {
    console.error(`PostgreSQL skipped: ${error.message}`);
    return undefined;
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`).catch(() => {});
    await admin.end().catch(() => {});
  }
}
