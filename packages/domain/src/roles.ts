/**
 * Roles and who may do what. Kept apart from the user schemas (users.ts)
 * and free of zod: the storefront's first load needs these rules, not the schema library.
 */

export const ROLE_NAMES = ['user', 'admin', 'superadmin'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** The roles that open the admin area and the product writes. */
export const STAFF_ROLES = ['admin', 'superadmin'] as const satisfies readonly RoleName[];
/** The only role that manages users. */
export const SUPERADMIN_ROLES = ['superadmin'] as const satisfies readonly RoleName[];

/** Whether a role belongs to the shop's staff (admin or superadmin). */
export function isStaff(role: RoleName | undefined | null): boolean {
  return role === 'admin' || role === 'superadmin';
}

/** The roles a superadmin may give: a superadmin is never made through the API. */
export const ASSIGNABLE_ROLES = ['user', 'admin'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** The flags a session derives from its user's role (signed in, superadmin, staff, shopper). */
export function roleFlags(user: { role: RoleName } | null | undefined) {
  return {
    isSignedIn: Boolean(user),
    isSuperAdmin: user?.role === 'superadmin',
    isAdmin: isStaff(user?.role),
    isUser: user?.role === 'user',
  };
}

/**
 * Whether `actor` may change the role or status of `target`, or delete it:
 * only a superadmin, never on their own account, never on a
 * superadmin's. The API enforces the same rule in its write statements.
 */
export function canManageUser(
  actor: { id: string; role: RoleName } | null | undefined,
  target: { id: string; role: RoleName },
): boolean {
  return actor?.role === 'superadmin' && actor.id !== target.id && target.role !== 'superadmin';
}
