import { randomUUID } from 'node:crypto';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Selectable } from 'kysely';
import type { Database, MailOutboxTable } from '../../db/schema';

type OutboxRow = Selectable<MailOutboxTable>;
import type { MailTransport } from './transport';

export interface MailWorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  /** The From of every mail (MAIL_FROM). */
  from: string;
  /** How long a claimed mail is this worker's; past it any worker may claim it again (MAIL_LEASE_MS). */
  leaseMs: number;
  log: MailWorkerLog;
  /** How often the outbox is looked at when nothing nudged the worker. */
  pollMs?: number;
  /** Mails claimed per round. */
  batch?: number;
  /** Attempts before a mail is given up as failed. */
  maxAttempts?: number;
  /** The wait after the first failure; it doubles with each further one, up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  now?: () => Date;
  /** Who claims (a fresh id per worker unless a test names it). */
  owner?: string;
}

export const MAIL_RETRY = { maxAttempts: 8, baseMs: 30_000, maxMs: 60 * 60_000 };

/** The wait before attempt `attempts + 1` after `attempts` failed ones: base, 2 × base, 4 × base... capped. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** A row any worker may claim now: pending and due, or claimed by a worker whose lease ran out. */
function claimable(now: string) {
  return (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
    eb.or([
      eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
      eb.and([eb('status', '=', 'sending'), eb('lease_expires_at', '<=', now)]),
    ]);
}

/**
 * Sends the outbox after the commit. Each mail is claimed with one conditional UPDATE (it
 * must still be claimable in the WHERE), so of several processes exactly one gets it; a sent
 * mail is marked sent only by the worker that holds its lease. A failure puts the mail back
 * with an exponential backoff, until `maxAttempts`. A process killed mid-send leaves its
 * mail claimed until the lease expires, then any worker sends it.
 */
export class MailWorker {
  private readonly owner: string;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = true;
  /** Set by stop(): a round in progress finishes its batch and claims no more. */
  private closing = false;

  constructor(private readonly options: MailWorkerOptions) {
    this.owner = options.owner ?? `worker-${process.pid}-${randomUUID()}`;
    this.now = options.now ?? (() => new Date());
  }

  /** Starts looking at the outbox now and every `pollMs`. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.closing = false;
    this.nudge();
  }

  /** Something was just committed: look at the outbox at once (a no-op while stopped). */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.runOnce()
      .catch((err: unknown) => {
        this.options.log.error({ err }, 'mail worker round failed');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.nudge();
          return;
        }
        this.timer = setTimeout(() => this.nudge(), this.options.pollMs ?? 5_000);
        this.timer.unref();
      });
  }

  /** Stops polling and waits for a round in progress (a mail being sent is finished, not cut). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Lets go of the transport (its SMTP connections); after stop(). */
  close(): void {
    this.options.transport.close();
  }

  /** Claims and sends every mail due now, a batch at a time; answers how many were sent. */
  async runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) return sent;
      for (const mail of claimed) if (await this.deliver(mail)) sent++;
      if (this.closing) return sent;
    }
  }

  /** The due mails this worker now holds, each taken with its own conditional UPDATE. */
  private async claim(): Promise<OutboxRow[]> {
    const { db, leaseMs, batch = 10 } = this.options;
    const now = this.now();
    const at = now.toISOString();
    const candidates = await db.kysely
      .selectFrom('mail_outbox')
      .select('id')
      .where(claimable(at))
      .orderBy('id')
      .limit(batch)
      .execute();
    const claimed: OutboxRow[] = [];
    for (const { id } of candidates) {
      const row = await db.kysely
        .updateTable('mail_outbox')
        .set({
          status: 'sending',
          lease_owner: this.owner,
          lease_expires_at: new Date(now.getTime() + leaseMs).toISOString(),
          attempts: sql<number>`attempts + 1`,
        })
        .where('id', '=', id)
        .where(claimable(at))
        .returningAll()
        .executeTakeFirst();
      if (row) claimed.push(row);
    }
    return claimed;
  }

  private async deliver(mail: OutboxRow): Promise<boolean> {
    const { db, transport, from, log } = this.options;
    const maxAttempts = this.options.maxAttempts ?? MAIL_RETRY.maxAttempts;
    const id = String(mail.id);
    const mine = () => db.kysely.updateTable('mail_outbox').where('id', '=', id).where('lease_owner', '=', this.owner);
    try {
      await transport.send({
        id,
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        createdAt: mail.created_at,
      });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const attempts = Number(mail.attempts);
      const failed = attempts >= maxAttempts;
      const wait = retryDelay(
        attempts,
        this.options.retryBaseMs ?? MAIL_RETRY.baseMs,
        this.options.retryMaxMs ?? MAIL_RETRY.maxMs,
      );
      await mine()
        .set({
          status: failed ? 'failed' : 'pending',
          next_attempt_at: new Date(this.now().getTime() + (failed ? 0 : wait)).toISOString(),
          lease_owner: null,
          lease_expires_at: null,
          last_error: message,
        })
        .execute();
      log.warn(
        { mailId: id, kind: mail.kind, attempts, err: message },
        failed ? 'mail given up' : 'mail not sent; retrying later',
      );
      return false;
    }
    const result = await mine()
      .set({
        status: 'sent',
        sent_at: this.now().toISOString(),
        lease_owner: null,
        lease_expires_at: null,
        last_error: null,
      })
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      // The lease ran out during the send and another worker took the mail: it may go twice.
      log.error({ mailId: id }, 'mail sent after its lease expired');
    }
    return true;
  }
}
