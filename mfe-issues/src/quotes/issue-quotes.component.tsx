import { OverlaySection, useT } from '@portal/shared';
import { QuoteCard } from './quote-card.component';
import { useQuoteRights, useQuotes } from './quotes.resource';
import styles from './quotes.module.css';

/** The fault overlay's pending quotes (nothing while there are none): decided here as on /tilbud. */
export function IssueQuotes({ issueId }: { issueId: number }) {
  const t = useT();
  const quotes = useQuotes({ status: 'Pending', issueId });
  const rights = useQuoteRights();
  if (!quotes.data || quotes.data.length === 0) return null;
  return (
    <OverlaySection titleId="issue-quotes-title" title={t('issues.quotes.overlayTitle')}>
      <div className={styles.list} data-testid="issue-quotes">
        {quotes.data.map((quote) => (
          <QuoteCard key={quote.id} quote={quote} mayDecide={rights.data?.mayDecide === true} inOverlay />
        ))}
      </div>
    </OverlaySection>
  );
}
