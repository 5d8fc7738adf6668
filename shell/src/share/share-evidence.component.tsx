import { useT, type SharedEvidence } from '@portal/shared/core';
import type { ShareAccess } from './share.resource';
import { ShareDownload } from './share-download.component';
import { ShareFaults } from './share-faults.component';
import { ShareTasks } from './share-tasks.component';
import { useDayFormat } from './use-day-format';
import styles from './share.module.css';

export interface EvidenceProps {
  evidence: SharedEvidence;
  access: ShareAccess;
  onAccessLost: () => void;
}

/** The opened link: what it covers, each location's statement, the documents, and the two lists. */
export function ShareEvidenceView({ evidence, access, onAccessLost }: EvidenceProps) {
  const t = useT();
  const day = useDayFormat();

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
              <ShareDownload
                access={access}
                path={`locations/${encodeURIComponent(location.code)}/statement.pdf`}
                fileName={`${location.code}-${evidence.from}-${evidence.to}.pdf`}
                label={t('shell.share.statement')}
                labelSuffix={location.name}
                primary
                onAccessLost={onAccessLost}
              />
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
                <ShareDownload access={access} path={`files/${document.id}`} fileName={document.name} label={document.name} onAccessLost={onAccessLost} />{' '}
                <span className={styles.hint}>{document.location}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ShareTasks access={access} onAccessLost={onAccessLost} />
      <ShareFaults access={access} onAccessLost={onAccessLost} />
    </>
  );
}
