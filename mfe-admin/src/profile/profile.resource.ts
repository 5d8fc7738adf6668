import useSWR from 'swr';
import { apiRequest, useSession, type PasswordChange, type Profile, type ProfileUpdate } from '@portal/shared';

const segment = encodeURIComponent;
const profileKey = (customerId: string) => `/user/${segment(customerId)}/profile`;

/** GET /user/{customerId}/profile: the signed-in user's own profile. */
export function useProfile() {
  const { customerId } = useSession();
  return { ...useSWR<Profile>(customerId ? profileKey(customerId) : null), customerId };
}

/** PUT /user/{customerId}/profile */
export function saveProfile(customerId: string, update: ProfileUpdate): Promise<Profile> {
  return apiRequest<Profile>(profileKey(customerId), { method: 'PUT', body: update });
}

/** POST /user/{customerId}/profile/password (the current password is required). */
export function changePassword(customerId: string, change: PasswordChange): Promise<undefined> {
  return apiRequest<undefined>(`${profileKey(customerId)}/password`, { method: 'POST', body: change });
}
