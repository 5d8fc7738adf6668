import { ErrorState, Spinner, useT } from '@portal/shared';
import { useActiveLocationDetails } from '../location/location.resource';
import styles from './key-numbers.module.css';

/** Dashboard key numbers of the active location: units and current issues. */
export function KeyNumbersWidget() {
  const t = useT();
  const { data, error, isLoading } = useActiveLocationDetails();

  return (
    <section aria-labelledby="key-numbers-title" data-testid="key-numbers">
      <h2 id="key-numbers-title" className={styles.title}>
        {t('locations.keyNumbers.title')}
      </h2>
      {isLoading ? <Spinner label={t('common.loading')} /> : null}
      {error ? <ErrorState error={error} fallbackKey="locations.keyNumbers.loadError" /> : null}
      {data ? (
        <dl className={styles.numbers}>
          <div className={styles.number}>
            <dd data-testid="key-number-units">{data.units}</dd>
            <dt>{t('locations.keyNumbers.units')}</dt>
          </div>
          <div className={styles.number}>
            <dd data-testid="key-number-current-issues">{data.currentIssues}</dd>
            <dt>{t('locations.keyNumbers.currentIssues')}</dt>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
