import { OverlayMessage, OverlaySection, formatZonedDateTime, issueStatusOfPhrase, useT, useVocabulary, type IssueTransaction } from '@portal/shared';
import styles from './issue-overlay.module.css';

/**
 * Spec section 2: the history list (date, person, status phrase, comment), newest first as the API sends it. The
 * stored phrase is shown as the status's translated label, as the select names it ('Afluttet' reads 'Afsluttet').
 */
export function IssueHistory({ transactions }: { transactions: readonly IssueTransaction[] }) {
  const t = useT();
  const vocabulary = useVocabulary();
  const statusLabel = (phrase: string) => {
    const code = issueStatusOfPhrase(phrase);
    return code ? t(`issues.status.${code}`) : vocabulary(phrase);
  };
  return (
    <OverlaySection titleId="issue-history-title" title={t('issues.history.title')}>
      {transactions.length === 0 ? (
        <OverlayMessage tone="muted">{t('issues.history.empty')}</OverlayMessage>
      ) : (
        <ol className={styles.history}>
          {transactions.map((transaction, index) => (
            <li key={`${transaction.date}-${index}`} className={styles.historyEntry} data-testid="issue-history-entry">
              <div className={styles.historyMeta}>
                <time dateTime={transaction.date}>{formatZonedDateTime(transaction.date)}</time>
                <span>{transaction.person}</span>
                <span className={styles.statusPhrase}>{statusLabel(transaction.statusPhrase)}</span>
              </div>
              {transaction.comment ? <p className={styles.historyComment}>{transaction.comment}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </OverlaySection>
  );
}
