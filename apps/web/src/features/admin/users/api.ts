import type { AssignableRole, RoleName } from '@shop/domain';
// The auth feature's call helper, imported by path so it stays out of the first load (the auth index is eager).
import { authorizedJson } from '../../auth/api';

/** A row of GET /api/auth/users. */
export interface ManagedUser {
  _id: string;
  id: string;
  name: string;
  email: string;
  role: RoleName;
  isActive: boolean;
  createdAt?: string;
}

interface WriteResult {
  message: string;
  user: ManagedUser;
}

export const usersQueryKey = ['admin', 'users'] as const;

// Every call sends the stored token as bearer and fails with 'No hay token de autenticación' without one.

export function fetchUsers(): Promise<ManagedUser[]> {
  return authorizedJson<ManagedUser[]>('/api/auth/users', { method: 'get' });
}

export function updateUserRole(userId: string, newRole: AssignableRole): Promise<WriteResult> {
  return authorizedJson<WriteResult>('/api/auth/users/update-role', { method: 'patch', json: { userId, newRole } });
}

export function toggleUserStatus(userId: string): Promise<WriteResult> {
  return authorizedJson<WriteResult>('/api/auth/users/toggle-status', { method: 'patch', json: { userId } });
}

export function deleteUser(userId: string): Promise<{ message: string }> {
  return authorizedJson<{ message: string }>(`/api/auth/users/${encodeURIComponent(userId)}`, { method: 'delete' });
}
