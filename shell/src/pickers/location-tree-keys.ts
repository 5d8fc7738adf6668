import type { LocationNode } from '@portal/shared';

/** One item of the tree as it is shown: open branches' children follow their parent. */
export interface VisibleItem {
  node: LocationNode;
  level: number;
  parentCode: string | null;
}

/** The items a person sees, top to bottom, given the open branches. */
export function visibleItems(nodes: readonly LocationNode[], expanded: ReadonlySet<string>, level = 1, parentCode: string | null = null): VisibleItem[] {
  return nodes.flatMap((node) => [
    { node, level, parentCode },
    ...(node.children.length > 0 && expanded.has(node.code) ? visibleItems(node.children, expanded, level + 1, node.code) : []),
  ]);
}

/** Every branch of the tree (the open state while searching: each match shows where it sits). */
export function branchCodes(nodes: readonly LocationNode[]): string[] {
  return nodes.flatMap((node) => (node.children.length > 0 ? [node.code, ...branchCodes(node.children)] : []));
}

/** The branches above a location (open at first, so the active location is in view). */
export function ancestorCodes(nodes: readonly LocationNode[], code: string | null): string[] {
  if (code === null) return [];
  for (const node of nodes) {
    if (node.code === code) return [];
    const below = ancestorCodes(node.children, code);
    if (below.length > 0 || node.children.some((child) => child.code === code)) return [node.code, ...below];
  }
  return [];
}

/** What a key does on a focused item (WAI-ARIA tree view pattern). */
export type TreeKeyAction = { focus: string } | { expand: string } | { collapse: string } | { choose: string } | null;

export function treeKeyAction(key: string, items: readonly VisibleItem[], currentCode: string, expanded: ReadonlySet<string>): TreeKeyAction {
  const index = items.findIndex((item) => item.node.code === currentCode);
  const current = items[index];
  if (!current) return null;
  const hasChildren = current.node.children.length > 0;
  const isOpen = hasChildren && expanded.has(current.node.code);
  const focusAt = (at: number): TreeKeyAction => {
    const item = items[at];
    return item ? { focus: item.node.code } : null;
  };
  switch (key) {
    case 'ArrowDown':
      return focusAt(index + 1);
    case 'ArrowUp':
      return focusAt(index - 1);
    case 'Home':
      return focusAt(0);
    case 'End':
      return focusAt(items.length - 1);
    case 'ArrowRight':
      if (!hasChildren) return null;
      return isOpen ? focusAt(index + 1) : { expand: current.node.code };
    case 'ArrowLeft':
      if (isOpen) return { collapse: current.node.code };
      return current.parentCode === null ? null : { focus: current.parentCode };
    case 'Enter':
    case ' ':
      return { choose: current.node.code };
    default:
      return null;
  }
}
