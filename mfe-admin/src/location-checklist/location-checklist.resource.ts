import useSWR from 'swr';
import { useSession, type LocationNode } from '@portal/shared';

/** The customer's location tree (the picker of a user's locations and of a share link's). */
export function useLocationTree() {
  const { customerId } = useSession();
  return useSWR<LocationNode[]>(customerId ? `/location/${encodeURIComponent(customerId)}/locations` : null);
}

/** The tree as an indented list (depth first, as the picker shows it). */
export function flattenTree(nodes: readonly LocationNode[], depth = 0): { code: string; name: string; depth: number }[] {
  return nodes.flatMap((node) => [{ code: node.code, name: node.name, depth }, ...flattenTree(node.children, depth + 1)]);
}
