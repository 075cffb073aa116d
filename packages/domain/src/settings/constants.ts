import type { Currency } from '../catalog';

/*
 * The settings' and the change log's constants, without zod: the admin pages import them, and a
 * module that runs zod at load would bring the schemas (and what they import) into their chunk.
 */

/** The other currencies a rate may be set for (AR$ per unit). */
export const RATED_CURRENCIES = ['USD', 'EUR', 'BRL'] as const satisfies readonly Exclude<Currency, 'ARS'>[];
export type RatedCurrency = (typeof RATED_CURRENCIES)[number];

/** The record's kinds of change; each belongs to the area before its dot. */
export const AUDIT_KINDS = [
  'product.create',
  'product.update',
  'product.delete',
  'order.status',
  'order.mailResent',
  'settings.update',
  'user.role',
  'user.status',
  'user.delete',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_AREAS = ['product', 'order', 'settings', 'user'] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

export const areaOfKind = (kind: AuditKind): AuditArea => kind.split('.')[0] as AuditArea;

/** The areas an admin (not a superadmin) may read. */
export const ADMIN_AUDIT_AREAS: readonly AuditArea[] = ['product', 'order'];

export const AUDIT_PAGE_SIZE = 25;
