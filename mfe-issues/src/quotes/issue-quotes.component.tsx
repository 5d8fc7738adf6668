import { useState } from 'react';
import { OverlaySection, useT, type Quote } from '@portal/shared';
import { QuoteCard, QuoteDecidedMessage } from './quote-card.component';
import { useQuoteRights, useQuotes } from './quotes.resource';
import styles from './quotes.module.css';

/** The fault overlay's pending quotes (nothing while there are none and none was decided here): decided as on /tilbud. */
export function IssueQuotes({ issueId }: { issueId: number }) {
  const t = useT();
  const quotes = useQuotes({ status: 'Pending', issueId });
  const rights = useQuoteRights();
  const [decided, setDecided] = useState<Quote | null>(null);
  if (!decided && (!quotes.data || quotes.data.length === 0)) return null;
  return (
    <OverlaySection titleId="issue-quotes-title" title={t('issues.quotes.overlayTitle')}>
      <div className={styles.list} data-testid="issue-quotes">
        <QuoteDecidedMessage quote={decided} />
        {(quotes.data ?? []).map((quote) => (
          <QuoteCard key={quote.id} quote={quote} mayDecide={rights.data?.mayDecide === true} inOverlay onDecided={setDecided} />
        ))}
      </div>
    </OverlaySection>
  );
}
