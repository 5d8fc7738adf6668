import { matchesSearch, type LocationNode } from '@portal/shared';

export function findLocation(nodes: readonly LocationNode[], code: string): LocationNode | null {
  for (const node of nodes) {
    if (node.code === code) {
      return node;
    }
    const child = findLocation(node.children, code);
    if (child) {
      return child;
    }
  }
  return null;
}

/**
 * The location to make active when the tree arrives: none when the remembered one is in it, else the first
 * (so every page has a location to show); none for an empty tree.
 */
export function defaultLocationCode(nodes: readonly LocationNode[], remembered: string | null): string | null {
  if (remembered !== null && findLocation(nodes, remembered)) {
    return null;
  }
  return nodes[0]?.code ?? null;
}

/**
 * The tree pruned to locations whose name or code matches the search, keeping the ancestors of every
 * match so the tree still shows where a match sits. An empty search keeps everything.
 */
export function filterLocationTree(nodes: readonly LocationNode[], query: string): LocationNode[] {
  if (query.trim() === '') {
    return [...nodes];
  }
  return nodes.flatMap((node) => {
    const children = filterLocationTree(node.children, query);
    return matchesSearch(node.name, query) || matchesSearch(node.code, query) || children.length > 0 ? [{ ...node, children }] : [];
  });
}
