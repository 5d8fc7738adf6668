import { useState } from 'react';
import {
  Button,
  type ChipTone,
  formatDate,
  openIssueOverlay,
  OverlayMessage,
  type Quote,
  type QuoteListStatus,
  StatusChip,
  useErrorMessage,
  useSession,
  useT,
} from '@portal/shared';
import { QuoteAmount, QuoteValidUntil } from './quote-amount.component';
import { QuoteDecisionDialog, type QuoteDecisionMode } from './quote-decision.component';
import { openQuotePdf } from './quotes.resource';
import styles from './quotes.module.css';

const tones: Record<QuoteListStatus, ChipTone> = { Pending: 'info', Approved: 'success', Declined: 'danger', Expired: 'neutral' };

export function QuoteStatusChip({ status }: { status: QuoteListStatus }) {
  const t = useT();
  return <StatusChip tone={tones[status]}>{t(`issues.quotes.status.${status}`)}</StatusChip>;
}

/**
 * One quote: number, title, price, last valid day, the faults (each opens its overlay unless `inOverlay`), its
 * PDF, and for a pending quote the approve and decline buttons when the user may decide.
 */
export function QuoteCard({
  quote,
  mayDecide,
  inOverlay = false,
  onDecided,
}: {
  quote: Quote;
  mayDecide: boolean;
  inOverlay?: boolean;
  /** The decision's answer: the list it was in reloads without it, so the parent says what happened. */
  onDecided: (quote: Quote) => void;
}) {
  const t = useT();
  const errorText = useErrorMessage();
  const { customerId } = useSession();
  const [mode, setMode] = useState<QuoteDecisionMode | null>(null);
  const [pdfError, setPdfError] = useState<string | null>(null);

  const openPdf = () => {
    if (!customerId) return;
    setPdfError(null);
    openQuotePdf(customerId, quote.id).catch((failure: unknown) => setPdfError(errorText(failure, t('issues.quotes.pdfFailed'))));
  };

  return (
    <article className={styles.card} aria-labelledby={`quote-${quote.id}-title`} data-testid="quote-card">
      <header className={styles.cardHeader}>
        <h3 id={`quote-${quote.id}-title`} className={styles.cardTitle}>
          {t('issues.quotes.number', { number: quote.number })}
        </h3>
        <QuoteStatusChip status={quote.status} />
      </header>
      <p className={styles.cardText}>{quote.title}</p>
      <dl className={styles.facts}>
        <dt>{t('issues.quotes.amount')}</dt>
        <dd data-testid="quote-amount">
          <QuoteAmount quote={quote} />
        </dd>
        <dt>{t('issues.quotes.validUntil')}</dt>
        <dd>
          <QuoteValidUntil quote={quote} />
        </dd>
        <dt>{t('issues.quotes.location')}</dt>
        <dd>{quote.locationName}</dd>
        <dt>{t('issues.quotes.faults')}</dt>
        <dd>
          {quote.issues.map((issue, index) => (
            <span key={issue.id}>
              {index > 0 ? ', ' : null}
              {inOverlay ? (
                issue.number
              ) : (
                <Button variant="link" onClick={() => openIssueOverlay({ id: issue.id, locationCode: quote.locationCode })}>
                  {issue.number}
                </Button>
              )}
            </span>
          ))}
        </dd>
        {quote.decision ? (
          <>
            <dt>{t(quote.status === 'Approved' ? 'issues.quotes.approvedBy' : 'issues.quotes.declinedBy')}</dt>
            <dd>
              {quote.decision.name}, {formatDate(quote.decision.decidedAt)}
              {quote.decision.poNumber ? ` · ${t('issues.quotes.poNumberShort', { po: quote.decision.poNumber })}` : null}
              {quote.decision.reason ? <span className={styles.reason}>{quote.decision.reason}</span> : null}
            </dd>
          </>
        ) : null}
      </dl>
      <div className={styles.actions}>
        {quote.hasPdf ? (
          <Button variant="secondary" onClick={openPdf}>
            {t('issues.quotes.openPdf')}
          </Button>
        ) : null}
        {quote.status === 'Pending' && mayDecide ? (
          <>
            <Button variant="secondary" onClick={() => setMode('decline')}>
              {t('issues.quotes.decline')}
            </Button>
            <Button variant="primary" onClick={() => setMode('approve')}>
              {t('issues.quotes.approve')}
            </Button>
          </>
        ) : null}
      </div>
      {quote.status === 'Pending' && !mayDecide ? <p className={styles.hint}>{t('issues.quotes.noRightHint')}</p> : null}
      {pdfError ? <OverlayMessage tone="error">{pdfError}</OverlayMessage> : null}
      {mode ? (
        <QuoteDecisionDialog
          quote={quote}
          mode={mode}
          onClose={() => setMode(null)}
          onDecided={(answer) => {
            setMode(null);
            onDecided(answer);
          }}
        />
      ) : null}
    </article>
  );
}

/** What the last decision on this screen was, in a live region (the decided quote leaves the pending list). */
export function QuoteDecidedMessage({ quote }: { quote: Quote | null }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite">
      {quote ? (
        <OverlayMessage tone="success">
          {t(quote.status === 'Approved' ? 'issues.quotes.approvedDone' : 'issues.quotes.declinedDone', { number: quote.number })}
        </OverlayMessage>
      ) : null}
    </div>
  );
}
