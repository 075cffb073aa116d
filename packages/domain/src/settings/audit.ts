import { z } from 'zod';
import type { DomainMessageKey } from '../messages';
import { AUDIT_AREAS, AUDIT_KINDS } from './constants';

/**
 * The record of who changed what (`GET /api/admin/audit`): one entry per staff change, written in
 * the change's own transaction. Each kind belongs to an area; admins see the product and order
 * areas, superadmins every area.
 */
const msg = (key: DomainMessageKey) => ({ error: key });
const day = z
  .string(msg('audit.query.invalid'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg('audit.query.invalid'))
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), msg('audit.query.invalid'));

export const auditQuerySchema = z.object({
  /** The person who made the change (their account's id). */
  actor: z.string(msg('audit.query.invalid')).max(200, msg('audit.query.invalid')).optional(),
  area: z.enum(AUDIT_AREAS, msg('audit.query.invalid')).optional(),
  /** Days (UTC) from and to, both included. */
  from: day.optional(),
  to: day.optional(),
  page: z.coerce
    .number(msg('audit.query.invalid'))
    .int(msg('audit.query.invalid'))
    .min(1, msg('audit.query.invalid'))
    .max(100_000, msg('audit.query.invalid'))
    .default(1),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

const jsonValue = z.unknown();

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.string() }),
  kind: z.enum(AUDIT_KINDS),
  area: z.enum(AUDIT_AREAS),
  /** What was changed: a product's, order's or account's id; null for the settings. */
  subjectId: z.string().nullable(),
  /** A readable name of it when it was changed (a product's name, an order's number, an e-mail). */
  subjectLabel: z.string().nullable(),
  /** The changed fields' values before and after (null before a creation, after a deletion). */
  before: z.record(z.string(), jsonValue).nullable(),
  after: z.record(z.string(), jsonValue).nullable(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The areas this caller may read (the filter offers only these). */
  areas: z.array(z.enum(AUDIT_AREAS)),
  /** Everyone who has entries the caller may read, for the person filter. */
  people: z.array(z.object({ id: z.string(), email: z.string(), name: z.string() })),
});
export type AuditPage = z.output<typeof auditPageSchema>;

/** A decimal number as text without the zeros that do not change it ('0450.50' → '450.5'). */
function decimalText(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const match = /^\s*(-?)0*(\d*?)(?:\.(\d*?)0*)?\s*$/.exec(text);
  if (!match || (match[2] === '' && match[3] === undefined && !/\d/.test(text))) return undefined;
  const whole = match[2] || '0';
  const fraction = match[3] ? `.${match[3]}` : '';
  return whole === '0' && !fraction ? '0' : `${match[1]}${whole}${fraction}`;
}

/**
 * Whether a field kept its value: the same JSON, or the same number written differently (4500,
 * '4500' and '4500.00' are one amount; a form sends text where the record held a number), or
 * nothing either way (a rate left out, null or empty).
 */
export function sameValue(before: unknown, after: unknown): boolean {
  if (JSON.stringify(before) === JSON.stringify(after)) return true;
  const empty = (value: unknown) => value === undefined || value === null || value === '';
  if (empty(before) && empty(after)) return true;
  const a = decimalText(before);
  return a !== undefined && a === decimalText(after);
}

/**
 * The fields that differ between two versions of a record, each side holding only those fields,
 * so an entry shows what changed rather than two whole records.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of keys) {
    if (sameValue(before[key], after[key])) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return { before: was, after: now };
}
