import useSWR from 'swr';
import { apiRequest, useSession, type CustomerUser, type UserInvite, type UserUpdate } from '@portal/shared';

const segment = encodeURIComponent;
const usersKey = (customerId: string) => `/user/${segment(customerId)}/users`;

/** GET /user/{customerId}/users (Admins only: the API answers 403 to anyone else). */
export function useUsers() {
  const { customerId, claims } = useSession();
  return { ...useSWR<CustomerUser[]>(customerId ? usersKey(customerId) : null), customerId, ownId: claims ? Number(claims.EmployeeId) : null };
}

export function inviteUser(customerId: string, invite: UserInvite): Promise<CustomerUser> {
  return apiRequest<CustomerUser>(usersKey(customerId), { method: 'POST', body: invite });
}

export function updateUser(customerId: string, employeeId: number, update: UserUpdate): Promise<CustomerUser> {
  return apiRequest<CustomerUser>(`${usersKey(customerId)}/${employeeId}`, { method: 'PUT', body: update });
}

export function deleteUser(customerId: string, employeeId: number): Promise<undefined> {
  return apiRequest<undefined>(`${usersKey(customerId)}/${employeeId}`, { method: 'DELETE' });
}
