import type { AssignableRole, PublicUser, UserWriteAnswer } from '@shop/domain';
import { callApi } from '../../../shared/api/client';
import { endpoints } from '@shop/domain';

/** A row of the users' list. */
export type ManagedUser = PublicUser;

export const usersQueryKey = ['admin', 'users'] as const;

// Every call sends the stored token as bearer (the endpoints' `auth`) and fails with 'No hay token de autenticación' without one.

export function fetchUsers(): Promise<ManagedUser[]> {
  return callApi(endpoints.listUsers);
}

export function updateUserRole(userId: string, newRole: AssignableRole): Promise<UserWriteAnswer> {
  return callApi(endpoints.updateUserRole, { body: { userId, newRole } });
}

export function toggleUserStatus(userId: string): Promise<UserWriteAnswer> {
  return callApi(endpoints.toggleUserStatus, { body: { userId } });
}

export function deleteUser(userId: string): Promise<{ message: string }> {
  return callApi(endpoints.deleteUser, { params: { id: userId } });
}
