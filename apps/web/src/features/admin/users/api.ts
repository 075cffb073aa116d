import type { AssignableRole, PublicUser, UserWriteAnswer } from '@shop/domain';
import { requestJson } from '../../../shared/api/http';

/** A row of GET /api/auth/users. */
export type ManagedUser = PublicUser;

export const usersQueryKey = ['admin', 'users'] as const;

// Every call sends the stored token as bearer (`auth: true`) and fails with 'No hay token de autenticación' without one.

export function fetchUsers(): Promise<ManagedUser[]> {
  return requestJson<ManagedUser[]>('/api/auth/users', { method: 'get', auth: true });
}

export function updateUserRole(userId: string, newRole: AssignableRole): Promise<UserWriteAnswer> {
  return requestJson<UserWriteAnswer>('/api/auth/users/update-role', {
    method: 'patch',
    auth: true,
    json: { userId, newRole },
  });
}

export function toggleUserStatus(userId: string): Promise<UserWriteAnswer> {
  return requestJson<UserWriteAnswer>('/api/auth/users/toggle-status', {
    method: 'patch',
    auth: true,
    json: { userId },
  });
}

export function deleteUser(userId: string): Promise<{ message: string }> {
  return requestJson<{ message: string }>(`/api/auth/users/${encodeURIComponent(userId)}`, {
    method: 'delete',
    auth: true,
  });
}
