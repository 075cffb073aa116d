import type { AssignableRole, PublicUser, UserWriteAnswer } from '@shop/domain';
import { callApi } from '../../../shared/api/client';
import { staffEndpoints } from '@shop/domain/staff-api';

/** A row of the users' list. */
export type ManagedUser = PublicUser;

export const usersQueryKey = ['admin', 'users'] as const;

// Every call sends the stored token as bearer (the endpoints' `auth`) and fails with 'No hay token de autenticación' without one.

export function fetchUsers(): Promise<ManagedUser[]> {
  return callApi(staffEndpoints.listUsers);
}

export function updateUserRole(userId: string, newRole: AssignableRole): Promise<UserWriteAnswer> {
  return callApi(staffEndpoints.updateUserRole, { body: { userId, newRole } });
}

export function toggleUserStatus(userId: string): Promise<UserWriteAnswer> {
  return callApi(staffEndpoints.toggleUserStatus, { body: { userId } });
}

export function deleteUser(userId: string): Promise<{ message: string }> {
  return callApi(staffEndpoints.deleteUser, { params: { id: userId } });
}
