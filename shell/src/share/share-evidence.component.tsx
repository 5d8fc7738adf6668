import { displayTimeZone, useCulture, useT, type SharedEvidence } from '@portal/shared/core';
import { formatDateIn } from '@portal/shared/rules';
import { useDownloadUrl, type ShareAccess } from './share.resource';
import { ShareFaults } from './share-faults.component';
import { ShareTasks } from './share-tasks.component';
import styles from './share.module.css';

export interface EvidenceProps {
  evidence: SharedEvidence;
  access: ShareAccess;
  apiBaseUrl: string;
}

/** The opened link: what it covers, each location's statement, the documents, and the two lists. */
export function ShareEvidenceView({ evidence, access, apiBaseUrl }: EvidenceProps) {
  const t = useT();
  const culture = useCulture();
  const day = (value: string) => formatDateIn(value, culture, displayTimeZone());
  const url = useDownloadUrl(apiBaseUrl, access, culture);

  return (
    <>
      <header className={styles.head}>
        <h1 className={styles.heading}>{t('shell.share.title')}</h1>
        <p className={styles.customer}>{evidence.customerName}</p>
        <p>{t('shell.share.period', { from: day(evidence.from), to: day(evidence.to) })}</p>
        <p className={styles.hint}>{t('shell.share.until', { date: day(evidence.expiresAt) })}</p>
      </header>

      <section aria-labelledby="share-locations" className={styles.section}>
        <h2 id="share-locations">{t('shell.share.locations')}</h2>
        <ul className={styles.locations}>
          {evidence.locations.map((location) => (
            <li key={location.code} className={styles.location}>
              <span>
                <strong>{location.name}</strong>
                {location.address ? <span className={styles.hint}>{location.address}</span> : null}
              </span>
              <a className={styles.download} href={url(`locations/${encodeURIComponent(location.code)}/statement.pdf`)} download>
                {t('shell.share.statement')}
                <span className={styles.visuallyHidden}> – {location.name}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      {evidence.documents.length > 0 ? (
        <section aria-labelledby="share-documents" className={styles.section}>
          <h2 id="share-documents">{t('shell.share.documents')}</h2>
          <ul className={styles.files}>
            {evidence.documents.map((document) => (
              <li key={document.id}>
                <a href={url(`files/${document.id}`, false)} download>
                  {document.name}
                </a>{' '}
                <span className={styles.hint}>{document.location}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ShareTasks access={access} url={url} />
      <ShareFaults access={access} url={url} />
    </>
  );
}
