import type {
  ChangePasswordInput,
  PasswordChangeAnswer,
  PublicUser,
  UpdateProfileInput,
  UserWriteAnswer,
} from '@shop/domain';
import { callApi } from '../../shared/api/client';
import { accountEndpoints } from '@shop/domain/account-api';

export const profileQueryKey = ['account', 'me'] as const;

// Every call sends the stored token as bearer; a token whose session has ended answers 401.

/** The signed-in user as stored now. */
export function fetchProfile(): Promise<PublicUser> {
  return callApi(accountEndpoints.me);
}

export function updateProfile(profile: UpdateProfileInput): Promise<UserWriteAnswer> {
  return callApi(accountEndpoints.updateProfile, { body: profile });
}

/** Ends every other session; the answer carries this session's fresh token. */
export function changePassword(passwords: ChangePasswordInput): Promise<PasswordChangeAnswer> {
  return callApi(accountEndpoints.changePassword, { body: passwords });
}

/** Ends every session of the user, this one included. */
export function signOutEverywhere(): Promise<{ message: string }> {
  return callApi(accountEndpoints.signOutEverywhere);
}
