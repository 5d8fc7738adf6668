import { useT } from '@portal/shared';
import styles from './layout.module.css';

/** The burger's id: the layout's focus trap finds it by this. */
export const mobileMenuButtonId = 'portal-menu-button';

interface FooterProps {
  mobileOpen: boolean;
  onToggleMenu: () => void;
  onChangeLocation: () => void;
}

/** The small-screen footer: location button and the burger that opens the menu. */
export function Footer({ mobileOpen, onToggleMenu, onChangeLocation }: FooterProps) {
  const t = useT();
  return (
    <footer className={styles.footer}>
      <button type="button" className={styles.footerButton} onClick={onChangeLocation}>
        {t('shell.footer.location')}
      </button>
      <button
        type="button"
        id={mobileMenuButtonId}
        className={styles.footerButton}
        aria-expanded={mobileOpen}
        aria-controls="portal-sidebar"
        aria-label={t('shell.footer.menu')}
        onClick={onToggleMenu}
      >
        <span aria-hidden="true">☰</span>
      </button>
    </footer>
  );
}
