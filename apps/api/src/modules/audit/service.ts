import { randomUUID } from 'node:crypto';
import {
  ADMIN_AUDIT_AREAS,
  AUDIT_AREAS,
  AUDIT_PAGE_SIZE,
  type AuditArea,
  type AuditEntry,
  type AuditKind,
  type AuditPage,
  type AuditQuery,
  SUPERADMIN_ROLES,
  areaOfKind,
} from '@shop/domain';
import type { DbExecutor } from '../../db/database';
import type { AuditEntriesTable, UsersTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { httpError } from '../../errors';

export interface AuditRecord {
  actor: Pick<UsersTable, 'id' | 'email' | 'name' | 'role'>;
  kind: AuditKind;
  subjectId?: string | null;
  subjectLabel?: string | null;
  /** The changed fields before (null for a creation) and after (null for a deletion). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Records a staff change. Call it with the transaction that makes the change, after the change
 * is known to have happened: the entry then commits with it or not at all.
 */
export async function recordAudit(trx: DbExecutor, record: AuditRecord, at = new Date()): Promise<void> {
  await trx
    .insertInto('audit_entries')
    .values({
      id: randomUUID(),
      at: at.toISOString(),
      actor_id: record.actor.id,
      actor_email: record.actor.email,
      actor_name: record.actor.name,
      actor_role: record.actor.role,
      kind: record.kind,
      area: areaOfKind(record.kind),
      subject_id: record.subjectId ?? null,
      subject_label: record.subjectLabel ?? null,
      before_values: record.before && JSON.stringify(record.before),
      after_values: record.after && JSON.stringify(record.after),
    })
    .execute();
}

/** The areas a member of staff may read: every area for a superadmin, products and orders for an admin. */
export function readableAreas(viewer: Pick<UsersTable, 'role'>): AuditArea[] {
  return (SUPERADMIN_ROLES as readonly string[]).includes(viewer.role) ? [...AUDIT_AREAS] : [...ADMIN_AUDIT_AREAS];
}

const parsed = (json: string | null) => (json === null ? null : (JSON.parse(json) as Record<string, unknown>));

function toEntry(row: Selectable<AuditEntriesTable>): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor: { id: row.actor_id, email: row.actor_email, name: row.actor_name, role: row.actor_role },
    kind: row.kind as AuditKind,
    area: row.area as AuditArea,
    subjectId: row.subject_id,
    subjectLabel: row.subject_label,
    before: parsed(row.before_values),
    after: parsed(row.after_values),
  };
}

/** A page of the record, newest first, within the areas the viewer may read. */
export async function listAudit(db: DbExecutor, viewer: UsersTable, query: AuditQuery): Promise<AuditPage> {
  const areas = readableAreas(viewer);
  if (query.area && !areas.includes(query.area)) throw httpError('AUDIT_AREA_FORBIDDEN');
  let filtered = db.selectFrom('audit_entries').where('area', 'in', query.area ? [query.area] : areas);
  if (query.actor) filtered = filtered.where('actor_id', '=', query.actor);
  if (query.from) filtered = filtered.where('at', '>=', `${query.from}T00:00:00.000Z`);
  // ISO timestamps sort as text: everything on the day `to` is before the next day's midnight.
  if (query.to) filtered = filtered.where('at', '<', nextDay(query.to));
  const offset = (query.page - 1) * AUDIT_PAGE_SIZE;
  const [rows, count, people] = await Promise.all([
    filtered.selectAll().orderBy('at', 'desc').orderBy('seq', 'desc').limit(AUDIT_PAGE_SIZE).offset(offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    db
      .selectFrom('audit_entries')
      .where('area', 'in', areas)
      .select(['actor_id', 'actor_email', (eb) => eb.fn.max('actor_name').as('actor_name')])
      .groupBy(['actor_id', 'actor_email'])
      .orderBy('actor_email')
      .execute(),
  ]);
  return {
    entries: rows.map(toEntry),
    total: Number(count.total),
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
    areas,
    people: people.map((person) => ({ id: person.actor_id, email: person.actor_email, name: person.actor_name })),
  };
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}
