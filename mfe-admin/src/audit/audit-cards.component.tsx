import { Card, CardFacts, CardList, ShortenedText, formatDateTime, useT, type AuditEntry } from '@portal/shared';
import { auditEntryTexts } from './audit-entry-texts';
import styles from './audit.module.css';

/**
 * The audit trail on a phone, a card an entry: what happened, when, who (and who through whom), what it
 * concerned and where, and the details shortened. An entry opens nothing (as the table's row).
 */
export function AuditCards({ entries }: { entries: readonly AuditEntry[] }) {
  const t = useT();
  if (entries.length === 0) {
    return (
      <p className={styles.muted} role="status">
        {t('admin.audit.empty')}
      </p>
    );
  }
  return (
    <CardList label={t('admin.audit.title')} testId="audit-cards">
      {entries.map((entry) => {
        const texts = auditEntryTexts(t, entry);
        return (
          <Card key={entry.id} testId="audit-card" title={texts.action}>
            <CardFacts
              facts={[
                { label: t('admin.audit.time'), value: <time dateTime={entry.created}>{formatDateTime(entry.created)}</time> },
                {
                  label: t('admin.audit.person'),
                  value: entry.impersonator ? `${entry.person} (${t('admin.audit.impersonatedBy', { name: entry.impersonator })})` : entry.person,
                },
                ...(texts.subject ? [{ label: t('admin.audit.subject'), value: texts.subject }] : []),
                ...(entry.locationName ? [{ label: t('admin.audit.location'), value: entry.locationName }] : []),
              ]}
            />
            {texts.details ? <ShortenedText text={texts.details} /> : null}
          </Card>
        );
      })}
    </CardList>
  );
}
