import { useRuntimeConfig, useT } from '@portal/shared';
import styles from './layout.module.css';

/** Shown next to the logo when the environment is not production (spec section 1). */
export function EnvironmentBanner() {
  const t = useT();
  const { data: config } = useRuntimeConfig();
  if (!config || config.environment === 'production') {
    return null;
  }
  return (
    <span className={styles.environmentBanner} role="note" data-testid="environment-banner">
      {t('shell.header.environment', { environment: config.environment })}
    </span>
  );
}
