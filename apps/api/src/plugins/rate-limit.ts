import { Redis } from 'ioredis';

/**
 * Counters of failed attempts (failed sign-ins) per key, in fixed windows that
 * start at the first failure: after `max` failures within `windowMs` the key is
 * blocked until the window ends. In memory for one process, in Redis when
 * several API processes must share the counters.
 */
export interface AttemptStore {
  /** The failures counted for the key in its current window, and the milliseconds left in it. */
  get(key: string): Promise<{ count: number; resetInMs: number }>;
  /** Counts one failure (a new window lasts windowMs) and answers the new count and the milliseconds left. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryAttemptStore implements AttemptStore {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();
  private sweeps = 0;

  constructor(private readonly now: () => number = Date.now) {}

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async get(key: string) {
    const entry = this.live(key);
    return entry ? { count: entry.count, resetInMs: entry.resetAt - this.now() } : { count: 0, resetInMs: 0 };
  }

  async hit(key: string, windowMs: number) {
    // Drop expired entries now and then, so a flood of distinct keys cannot grow the map for ever.
    if (++this.sweeps % 1000 === 0) for (const k of [...this.entries.keys()]) this.live(k);
    let entry = this.live(key);
    if (!entry) {
      entry = { count: 0, resetAt: this.now() + windowMs };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetInMs: entry.resetAt - this.now() };
  }

  async reset(key: string) {
    this.entries.delete(key);
  }

  async close() {
    this.entries.clear();
  }
}

// One round trip, atomic: count, start the window on the first failure, answer the time left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

export class RedisAttemptStore implements AttemptStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'shop:attempts:',
  ) {
    // Fail fast instead of queueing commands while Redis is away: a sign-in must not hang.
    this.redis = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
      connectTimeout: 2000,
    });
    this.redis.on('error', () => {});
  }

  async get(key: string) {
    const [[, count], [, ttl]] = (await this.redis
      .multi()
      .get(this.prefix + key)
      .pttl(this.prefix + key)
      .exec()) as [[unknown, string | null], [unknown, number]];
    return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
  }

  async hit(key: string, windowMs: number) {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [
      number,
      number,
    ];
    return { count, resetInMs: ttl };
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export interface LimitOptions {
  max: number;
  windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Failed sign-ins of one address for one account (10 in 15 minutes). Only the address
 * that failed is refused: a stranger's failures never lock the owner out of their account.
 */
export const LOGIN_LIMIT: LimitOptions = { max: 10, windowMs: FIFTEEN_MINUTES };
/** Failed sign-ins of one address, whatever the account: one address cannot try many accounts. */
export const ADDRESS_LOGIN_LIMIT: LimitOptions = { max: 20, windowMs: FIFTEEN_MINUTES };
/**
 * An account that failed this many times in the window, from any number of addresses, is under
 * attack: each further attempt from an address it was never signed in from waits `stepMs` more
 * per failure past the threshold (up to `maxDelayMs`) before its password is checked. Slowed,
 * never blocked: the owner still signs in.
 */
export const ACCOUNT_SLOWDOWN = { after: 10, stepMs: 250, maxDelayMs: 3000, windowMs: FIFTEEN_MINUTES };
/** How long an address stays known to an account after a successful sign-in from it. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;
/** Accounts created per address: each costs a password hash, so a flood is refused. */
/** Accounts one address may create per hour (REGISTRATIONS_PER_HOUR, 30 by default). */
export function registrationLimit(perHour: number): LimitOptions {
  return { max: perHour, windowMs: 60 * 60 * 1000 };
}

/**
 * Password-reset links asked for one e-mail (5 an hour: enough for a lost mail or two, too few
 * to flood a mailbox), and from one address, whatever the e-mail (20 an hour). Counted whether
 * or not the e-mail has an account, so the limit tells nothing either.
 */
export const RESET_EMAIL_LIMIT: LimitOptions = { max: 5, windowMs: 60 * 60 * 1000 };
export const RESET_ADDRESS_LIMIT: LimitOptions = { max: 20, windowMs: 60 * 60 * 1000 };

/**
 * Limits failed attempts per several keys at once (for sign-in: the address, and the
 * address with the account). A request is refused while any of its keys is blocked.
 */
export class AttemptLimiter {
  constructor(
    readonly store: AttemptStore,
    readonly options: LimitOptions = LOGIN_LIMIT,
  ) {}

  /** Milliseconds until the first of these keys may try again, or 0 when none is blocked. */
  async blockedFor(keys: string[]): Promise<number> {
    let wait = 0;
    for (const key of keys) {
      const { count, resetInMs } = await this.store.get(key);
      if (count >= this.options.max) wait = Math.max(wait, resetInMs);
    }
    return wait;
  }

  /** Counts one attempt (a failed sign-in, an account created) for each key. */
  async record(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.store.hit(key, this.options.windowMs)));
  }

  async clear(key: string): Promise<void> {
    await this.store.reset(key);
  }
}

/** One store for every limiter of the process: Redis when REDIS_URL is set, otherwise memory. */
export function createAttemptStore(redisUrl: string | undefined, prefix?: string): AttemptStore {
  return redisUrl ? new RedisAttemptStore(redisUrl, prefix) : new MemoryAttemptStore();
}
