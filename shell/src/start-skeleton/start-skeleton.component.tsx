import { getCulture, type Culture } from '@portal/shared/core';
import styles from './start-skeleton.module.css';

/** Said to screen readers while the portal starts: before the dictionaries arrive, so not from them. */
const startingText: Record<Culture, string> = {
  'da-dk': 'Portalen indlæses',
  'en-gb': 'The portal is loading',
  'de-de': 'Das Portal wird geladen',
};

/**
 * The portal's frame in grey while it starts (the remotes' registry, the session's calls, the texts):
 * header, sidebar, a title and two cards where the page will be, instead of a blank page. Shapes only,
 * since the texts have not arrived; the real layout replaces it in place.
 */
export function StartSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={startingText[getCulture()]} data-testid="start-skeleton">
      <div className={styles.header}>
        <span className={styles.logo} />
        <span className={`${styles.bar} ${styles.brandBar}`} />
      </div>
      <div className={styles.sidebar}>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <span key={index} className={`${styles.bar} ${styles.navBar}`} />
        ))}
      </div>
      <div className={styles.main}>
        <span className={`${styles.bar} ${styles.titleBar}`} />
        <div className={styles.cards}>
          <span className={styles.card} />
          <span className={styles.card} />
        </div>
        <span className={styles.table} />
      </div>
    </div>
  );
}
