import type { Db } from './database';

interface PendingRead {
  keys: Set<string>;
  values: Promise<Map<string, string>>;
}

const pendingReads = new WeakMap<Db, PendingRead>();

/**
 * A value of the meta table now (the catalogue's or the settings' version), read once for every
 * caller that asks in one turn of the event loop, whatever key each wants: one query for them
 * all. The read is made after the last of them arrived (in the turn's check phase), so it sees
 * every change committed before any of them came: sharing it never serves a stale answer. A
 * caller that comes once the read has started waits for the next one. On SQLite the read itself
 * is cheap but starting its read transaction is not (WAL locks: about a tenth of a cached product
 * read's time), and a burst of reads arrives in one turn; on PostgreSQL it is a round trip.
 */
export async function metaNow(db: Db, key: string): Promise<string | undefined> {
  let pending = pendingReads.get(db);
  if (!pending) {
    const keys = new Set<string>();
    const values = new Promise<Map<string, string>>((resolve, reject) => {
      setImmediate(() => {
        pendingReads.delete(db);
        db.readMeta([...keys]).then(resolve, reject);
      });
    });
    pending = { keys, values };
    pendingReads.set(db, pending);
  }
  pending.keys.add(key);
  return (await pending.values).get(key);
}
