import { ErrorState, Spinner, useT } from '@portal/shared';
import { useActiveLocationDetails } from '../location/location.resource';
import styles from './key-numbers.module.css';

/** Dashboard key numbers of the active location: units and current issues. */
export function KeyNumbersWidget() {
  const t = useT();
  const { data, error, isLoading, mutate } = useActiveLocationDetails();

  return (
    <section aria-labelledby="key-numbers-title" data-testid="key-numbers" className={styles.widget}>
      <h2 id="key-numbers-title" className={styles.title}>
        {t('locations.keyNumbers.title')}
      </h2>
      {error ? <ErrorState error={error} fallbackKey="locations.keyNumbers.loadError" onRetry={() => void mutate()} /> : null}
      {/* While loading, the numbers keep their place (empty values hold their line) and the spinner sits
          beside the title, so the card does not change height when they arrive (CLS on the dashboard). */}
      {isLoading ? (
        <div className={styles.loading}>
          <Spinner label={t('common.loading')} size="small" />
        </div>
      ) : null}
      {data || isLoading ? (
        <dl className={styles.numbers} aria-busy={isLoading}>
          <div className={styles.number}>
            <dd data-testid={data ? 'key-number-units' : undefined}>{data?.units}</dd>
            <dt>{t('locations.keyNumbers.units')}</dt>
          </div>
          <div className={styles.number}>
            <dd data-testid={data ? 'key-number-current-issues' : undefined}>{data?.currentIssues}</dd>
            <dt>{t('locations.keyNumbers.currentIssues')}</dt>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
