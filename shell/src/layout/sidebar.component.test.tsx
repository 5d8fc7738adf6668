import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '@portal/shared/testing';
import { Sidebar } from './sidebar.component';
import type { SidebarItem } from './sidebar-items';

const items: SidebarItem[] = [
  { kind: 'link', id: 'dashboard', labelKey: 'shell.nav.dashboard', path: '/', order: 0 },
  {
    kind: 'group',
    id: 'issues',
    labelKey: 'shell.nav.group.issues',
    order: 10,
    items: [{ id: 'location', labelKey: 'shell.nav.group.tasks', path: '/lokation', order: 10 }],
  },
];

describe('Sidebar', () => {
  it('opens a group on click and closes it on a second click', async () => {
    renderWithPortal(<Sidebar items={items} mobileOpen={false} onNavigate={() => undefined} />);
    const group = screen.getByRole('button', { name: /Fejl/ });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Eftersyn' })).toBeNull();

    await userEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Eftersyn' })).toBeTruthy();

    await userEvent.click(group);
    expect(screen.queryByRole('link', { name: 'Eftersyn' })).toBeNull();
  });

  it('tells the layout to close the mobile menu when a link is followed', async () => {
    const onNavigate = vi.fn();
    renderWithPortal(<Sidebar items={items} mobileOpen onNavigate={onNavigate} />, { route: '/lokation' });
    await userEvent.click(screen.getByRole('link', { name: 'Forside' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
