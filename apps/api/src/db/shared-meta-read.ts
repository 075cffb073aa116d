import type { Db } from './database';

const pendingReads = new WeakMap<Db, Map<string, Promise<string | undefined>>>();

/**
 * A meta row's value now (a version that every write of what it guards raises, by any process),
 * read once for every caller that asks in one turn of the event loop. The read is made after the
 * last of them arrived (in the turn's check phase), so it sees every change committed before any
 * of them came: sharing it never serves a value older than the caller's own read would have been.
 * A caller that comes once the read has started waits for the next one. On SQLite the read itself
 * is cheap but starting its read transaction is not (WAL locks), and a burst of requests arrives
 * in one turn; on PostgreSQL it is a round trip each.
 */
export function sharedMetaRead(db: Db, key: string): Promise<string | undefined> {
  let pending = pendingReads.get(db);
  if (!pending) pendingReads.set(db, (pending = new Map()));
  const reads = pending;
  let read = reads.get(key);
  if (!read) {
    read = new Promise<string | undefined>((resolve, reject) => {
      setImmediate(() => {
        reads.delete(key);
        db.readMeta(key).then(resolve, reject);
      });
    });
    reads.set(key, read);
  }
  return read;
}
