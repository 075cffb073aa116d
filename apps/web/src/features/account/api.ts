import type {
  ChangePasswordInput,
  PasswordChangeAnswer,
  PublicUser,
  UpdateProfileInput,
  UserWriteAnswer,
} from '@shop/domain';
import { requestJson } from '../../shared/api/http';

export const profileQueryKey = ['account', 'me'] as const;

// Every call sends the stored token as bearer; a token whose session has ended answers 401.

/** GET /api/auth/me: the signed-in user as stored now. */
export function fetchProfile(): Promise<PublicUser> {
  return requestJson<PublicUser>('/api/auth/me', { method: 'get', auth: true, retry: false });
}

export function updateProfile(profile: UpdateProfileInput): Promise<UserWriteAnswer> {
  return requestJson<UserWriteAnswer>('/api/auth/me', { method: 'patch', auth: true, json: profile });
}

/** Ends every other session; the answer carries this session's fresh token. */
export function changePassword(passwords: ChangePasswordInput): Promise<PasswordChangeAnswer> {
  return requestJson<PasswordChangeAnswer>('/api/auth/password', { method: 'put', auth: true, json: passwords });
}

/** Ends every session of the user, this one included. */
export function signOutEverywhere(): Promise<{ message: string }> {
  return requestJson<{ message: string }>('/api/auth/logout-all', { method: 'post', auth: true });
}
