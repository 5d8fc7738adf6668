import useSWR from 'swr';
import { apiRequest, useSession, type CustomerUser, type LocationNode, type UserInvite, type UserUpdate } from '@portal/shared';

const segment = encodeURIComponent;
const usersKey = (customerId: string) => `/user/${segment(customerId)}/users`;

/** GET /user/{customerId}/users (Admins only: the API answers 403 to anyone else). */
export function useUsers() {
  const { customerId, claims } = useSession();
  return { ...useSWR<CustomerUser[]>(customerId ? usersKey(customerId) : null), customerId, ownId: claims ? Number(claims.EmployeeId) : null };
}

/** The customer's location tree (the picker of a user's locations). */
export function useLocationTree() {
  const { customerId } = useSession();
  return useSWR<LocationNode[]>(customerId ? `/location/${segment(customerId)}/locations` : null);
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

/** The tree as an indented list (depth first, as the picker shows it). */
export function flattenTree(nodes: readonly LocationNode[], depth = 0): { code: string; name: string; depth: number }[] {
  return nodes.flatMap((node) => [{ code: node.code, name: node.name, depth }, ...flattenTree(node.children, depth + 1)]);
}
