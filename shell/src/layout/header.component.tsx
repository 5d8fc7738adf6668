import { Link } from 'react-router-dom';
import { Select, cultures, setCulture, useCulture, useT, type Culture } from '@portal/shared';
import { EnvironmentBanner } from './environment-banner.component';
import styles from './layout.module.css';

interface HeaderProps {
  locationName: string | null;
  showCustomerSelect: boolean;
  onChangeCustomer: () => void;
  onChangeLocation: () => void;
  onLogout: () => void;
}

export function Header({ locationName, showCustomerSelect, onChangeCustomer, onChangeLocation, onLogout }: HeaderProps) {
  const t = useT();
  const culture = useCulture();

  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <Link to="/" className={styles.logo} aria-label={t('shell.header.home')}>
          <LogoMark />
          <span>{t('shell.header.portalName')}</span>
        </Link>
        <EnvironmentBanner />
      </div>
      <div className={styles.headerActions}>
        <Select
          label={t('shell.header.language')}
          hideLabel
          value={culture}
          options={cultures.map((value) => ({ value, label: t(`shell.language.${value}`) }))}
          onChange={(value) => setCulture(value as Culture)}
        />
        <Link to="/guide" className={styles.headerLink}>
          {t('shell.header.guide')}
        </Link>
        <span className={styles.activeLocation} data-testid="active-location">
          {locationName ?? t('shell.header.noLocation')}
        </span>
        {showCustomerSelect ? (
          <button type="button" className={styles.headerButton} onClick={onChangeCustomer}>
            {t('shell.header.changeCustomer')}
          </button>
        ) : null}
        <button type="button" className={styles.headerButton} onClick={onChangeLocation}>
          {t('shell.header.changeLocation')}
        </button>
        <button type="button" className={styles.headerLink} onClick={onLogout}>
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
