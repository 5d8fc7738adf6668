import { describe, expect, it } from 'vitest';
import type { RemoteEntry } from '@portal/shared';
import { buildSidebarItems } from './sidebar-items';

const remote = (name: string, sidebar: RemoteEntry['sidebar']): RemoteEntry => ({
  name,
  url: `/mfe/${name}/`,
  manifest: `/mfe/${name}/mf-manifest.json`,
  routes: [],
  sidebar,
  overlays: [],
  widgets: [],
});

describe('buildSidebarItems', () => {
  const remotes = [
    remote('mfe_locations', [{ id: 'location', labelKey: 'locations.nav.location', path: '/lokation', order: 60 }]),
    remote('mfe_issues', [
      { id: 'current', labelKey: 'issues.nav.current', path: '/aktuelle-fejl', order: 10, group: 'issues' },
      { id: 'completed', labelKey: 'issues.nav.completed', path: '/afsluttede-fejl', order: 11, group: 'issues' },
    ]),
    remote('mfe_admin', [{ id: 'users', labelKey: 'admin.nav.users', path: '/brugere', order: 90, requiresAdmin: true }]),
  ];

  it('puts the dashboard first, groups sub-items and orders by position', () => {
    const items = buildSidebarItems(remotes, true);
    expect(items.map((item) => item.id)).toEqual(['dashboard', 'issues', 'location', 'users']);
    const issues = items[1];
    expect(issues?.kind === 'group' && issues.items.map((link) => link.path)).toEqual(['/aktuelle-fejl', '/afsluttede-fejl']);
  });

  it('shows admin-only entries to Admin only', () => {
    expect(buildSidebarItems(remotes, false).map((item) => item.id)).not.toContain('users');
  });
});
