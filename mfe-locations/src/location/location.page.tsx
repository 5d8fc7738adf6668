import { Spinner, useT } from '@portal/shared';
import { LocationAddress } from './location-address.component';
import { LocationDocuments } from './location-documents.component';
import { LocationStatement } from './location-statement.component';
import { useActiveLocationDetails } from './location.resource';
import styles from './location.module.css';

/** /lokation: the active location's name, address and documents (spec section 2, Location page), and its compliance statement. */
export function LocationPage() {
  const t = useT();
  const { data, error, isLoading, hasLocation } = useActiveLocationDetails();

  if (!hasLocation) {
    return <p className={styles.notice}>{t('locations.page.noLocation')}</p>;
  }
  if (isLoading) {
    return <Spinner label={t('common.loading')} />;
  }
  if (error || !data) {
    return (
      <p role="alert" className={styles.error}>
        {t('locations.page.loadError')}
      </p>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="location-title">
      <h1 id="location-title" className={styles.title}>
        {data.name}
      </h1>
      <LocationAddress location={data} />
      <LocationDocuments />
      <LocationStatement />
    </section>
  );
}
