import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useT, type SidebarGroupId } from '@portal/shared';
import type { SidebarItem } from './sidebar-items';
import styles from './layout.module.css';

interface SidebarProps {
  items: readonly SidebarItem[];
  /** Called when a link is followed (closes the mobile menu). */
  onNavigate: () => void;
  mobileOpen: boolean;
}

/**
 * Expandable groups: clicking a group opens its sub-items, clicking it again closes them
 * (spec section 2, Sidebar behaviour). Links navigate and close the mobile menu.
 */
export function Sidebar({ items, onNavigate, mobileOpen }: SidebarProps) {
  const t = useT();
  const [openGroup, setOpenGroup] = useState<SidebarGroupId | null>(null);

  return (
    <nav className={`${styles.sidebar} ${mobileOpen ? styles.sidebarOpen : ''}`} aria-label={t('shell.nav.label')} id="portal-sidebar">
      <ul className={styles.navList}>
        {items.map((item) =>
          item.kind === 'link' ? (
            <li key={item.id}>
              <NavLink to={item.path} end={item.path === '/'} className={({ isActive }) => `${styles.navLink} ${isActive ? styles.navActive : ''}`} onClick={onNavigate}>
                {t(item.labelKey)}
              </NavLink>
            </li>
          ) : (
            <li key={item.id}>
              <button
                type="button"
                className={styles.navGroup}
                aria-expanded={openGroup === item.id}
                aria-controls={`portal-nav-${item.id}`}
                onClick={() => setOpenGroup(openGroup === item.id ? null : item.id)}
              >
                {t(item.labelKey)}
                <span aria-hidden="true">{openGroup === item.id ? '▾' : '▸'}</span>
              </button>
              {openGroup === item.id ? (
                <ul className={styles.subNav} id={`portal-nav-${item.id}`}>
                  {item.items.map((link) => (
                    <li key={link.id}>
                      <NavLink to={link.path} className={({ isActive }) => `${styles.navLink} ${isActive ? styles.navActive : ''}`} onClick={onNavigate}>
                        {t(link.labelKey)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
