import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { Select, cultures, setCulture, useCulture, useT, type Culture } from '@portal/shared';
import { EnvironmentBanner } from './environment-banner.component';
import { useTrappedDisclosure } from './use-trapped-disclosure';
import styles from './layout.module.css';

interface HeaderProps {
  locationName: string | null;
  showCustomerSelect: boolean;
  onChangeCustomer: () => void;
  onChangeLocation: () => void;
  onLogout: () => void;
}

const menuButtonId = 'portal-header-menu-button';
const menuId = 'portal-header-menu';

/**
 * Logo plus the header's controls (spec section 2, Layout). On a narrow screen the controls collapse
 * into a menu button; the same elements are shown either inline or in the open panel (CSS decides),
 * so there is one language select and one of each button on the page.
 */
export function Header({ locationName, showCustomerSelect, onChangeCustomer, onChangeLocation, onLogout }: HeaderProps) {
  const t = useT();
  const culture = useCulture();
  const [menuOpen, setMenuOpen] = useState(false);

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) {
      document.getElementById(menuButtonId)?.focus();
    }
  }, []);
  useTrappedDisclosure({ open: menuOpen, onClose: closeMenu, buttonId: menuButtonId, panelId: menuId });

  /** An action closes the menu first, so a dialog it opens returns focus to the menu button. */
  const fromMenu = (action: () => void) => () => {
    if (menuOpen) {
      closeMenu(true);
    }
    action();
  };

  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <Link to="/" className={styles.logo} aria-label={t('shell.header.home')}>
          <LogoMark />
          <span className={styles.portalName}>{t('shell.header.portalName')}</span>
        </Link>
        <EnvironmentBanner />
      </div>
      <button
        type="button"
        id={menuButtonId}
        className={styles.menuButton}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        aria-label={t('shell.header.menu')}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        <span aria-hidden="true">{menuOpen ? '✕' : '⋮'}</span>
      </button>
      <div id={menuId} className={`${styles.headerActions} ${menuOpen ? styles.headerActionsOpen : ''}`} data-testid="header-actions">
        <Select
          className={styles.languageSelect}
          label={t('shell.header.language')}
          hideLabel
          value={culture}
          options={cultures.map((value) => ({ value, label: t(`shell.language.${value}`) }))}
          onChange={(value) => setCulture(value as Culture)}
        />
        <Link to="/guide" className={styles.headerLink} onClick={fromMenu(() => undefined)}>
          {t('shell.header.guide')}
        </Link>
        <span className={styles.activeLocation} data-testid="active-location">
          {locationName ?? t('shell.header.noLocation')}
        </span>
        {showCustomerSelect ? (
          <button type="button" className={styles.headerButton} onClick={fromMenu(onChangeCustomer)}>
            {t('shell.header.changeCustomer')}
          </button>
        ) : null}
        <button type="button" className={styles.headerButton} onClick={fromMenu(onChangeLocation)}>
          {t('shell.header.changeLocation')}
        </button>
        <button type="button" className={styles.headerLink} onClick={fromMenu(onLogout)}>
          {t('shell.header.logout')}
        </button>
      </div>
    </header>
  );
}

function LogoMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="6" fill="#c62828" />
      <path d="M14 5c3 4 6 6.5 6 11a6 6 0 0 1-12 0c0-2.5 1.2-4.4 2.6-5.8.2 1.9 1 3 2.2 3.5C12 10.5 12.6 7.6 14 5z" fill="#fff" />
    </svg>
  );
}
