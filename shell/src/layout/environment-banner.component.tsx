import { useRuntimeConfig, useT } from '@portal/shared';
import styles from './layout.module.css';

/**
 * Shown next to the logo when the environment is not production (spec section 1). On a wide screen a label
 * ('Miljø: staging'); below 75rem, where the header's controls are in the menu, a dot and the environment's
 * name, cut short when the header has no room, so the header fits at 320 px whatever the name (ADR 9).
 * Screen readers read the whole label on both (the note's title names it).
 */
export function EnvironmentBanner() {
  const t = useT();
  const { data: config } = useRuntimeConfig();
  if (!config || config.environment === 'production') {
    return null;
  }
  const label = t('shell.header.environment', { environment: config.environment });
  return (
    <span className={styles.environmentBanner} role="note" title={label} data-testid="environment-banner">
      <span className={styles.environmentDot} aria-hidden="true" />
      <span className={styles.environmentLabel}>{label}</span>
      <span className={styles.environmentName} aria-hidden="true">
        {config.environment}
      </span>
    </span>
  );
}
