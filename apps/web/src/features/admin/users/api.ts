import type { AssignableRole, PublicUser, UserWriteAnswer } from '@shop/domain';
import { callApi } from '../../../shared/api/client';

/** A row of the users' list. */
export type ManagedUser = PublicUser;

export const usersQueryKey = ['admin', 'users'] as const;

// Every call sends the stored token as bearer (the endpoints' `auth`) and fails with 'No hay token de autenticación' without one.

export function fetchUsers(): Promise<ManagedUser[]> {
  return callApi('listUsers');
}

export function updateUserRole(userId: string, newRole: AssignableRole): Promise<UserWriteAnswer> {
  return callApi('updateUserRole', { body: { userId, newRole } });
}

export function toggleUserStatus(userId: string): Promise<UserWriteAnswer> {
  return callApi('toggleUserStatus', { body: { userId } });
}

export function deleteUser(userId: string): Promise<{ message: string }> {
  return callApi('deleteUser', { params: { id: userId } });
}
