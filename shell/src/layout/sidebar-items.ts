import type { RemoteEntry, SidebarGroupId } from '@portal/shared';

export interface SidebarLink {
  id: string;
  labelKey: string;
  path: string;
  order: number;
}

export interface SidebarGroup {
  id: SidebarGroupId;
  labelKey: string;
  order: number;
  items: SidebarLink[];
}

export type SidebarItem = ({ kind: 'link' } & SidebarLink) | ({ kind: 'group' } & SidebarGroup);

const groupLabels: Record<SidebarGroupId, string> = {
  issues: 'shell.nav.group.issues',
  tasks: 'shell.nav.group.tasks',
};

const dashboard: SidebarLink = { id: 'dashboard', labelKey: 'shell.nav.dashboard', path: '/', order: 0 };

/**
 * The sidebar from the shell's own entry plus every remote's entries: grouped entries become
 * sub-items of their group, which sits at the position of its first item.
 */
export function buildSidebarItems(remotes: readonly RemoteEntry[], isAdmin: boolean): SidebarItem[] {
  const groups = new Map<SidebarGroupId, SidebarGroup>();
  const items: SidebarItem[] = [{ kind: 'link', ...dashboard }];
  const entries = remotes
    .flatMap((remote) => remote.sidebar)
    .filter((entry) => isAdmin || !entry.requiresAdmin)
    .sort((a, b) => a.order - b.order);

  for (const { group, requiresAdmin: _requiresAdmin, ...link } of entries) {
    if (!group) {
      items.push({ kind: 'link', ...link });
      continue;
    }
    let existing = groups.get(group);
    if (!existing) {
      existing = { id: group, labelKey: groupLabels[group], order: link.order, items: [] };
      groups.set(group, existing);
      items.push({ kind: 'group', ...existing, items: existing.items });
    }
    existing.items.push(link);
  }
  return items;
}
