import { useId, useState } from 'react';
import { ErrorState, FilterTabs, Spinner, quoteListStatuses, useT, type FilterTab, type Quote, type QuoteListStatus } from '@portal/shared';
import { QuoteCard, QuoteDecidedMessage } from './quote-card.component';
import { useQuoteRights, useQuotes } from './quotes.resource';
import styles from './quotes.module.css';

const tabs: readonly FilterTab[] = quoteListStatuses.map((status) => ({ id: status, labelKey: `issues.quotes.tab.${status}` }));

/**
 * /tilbud: the provider's remediation quotes of every location the user may see, pending first (soonest end of
 * validity first), then by tab the approved, declined and expired ones. Quotes are few per customer, so the page
 * lists them as cards (readable on a phone) without the grid.
 */
export function QuoteListPage() {
  const t = useT();
  const [status, setStatus] = useState<QuoteListStatus>('Pending');
  const quotes = useQuotes({ status });
  const rights = useQuoteRights();
  const panelId = useId();
  const [decided, setDecided] = useState<Quote | null>(null);

  return (
    <section className={styles.page} aria-labelledby="quotes-title">
      <h1 id="quotes-title" className={styles.pageTitle}>
        {t('issues.route.quotes')}
      </h1>
      <p className={styles.intro}>{t('issues.quotes.intro')}</p>
      <FilterTabs
        tabs={tabs}
        activeTab={status}
        onTabChange={(id) => {
          setStatus(id as QuoteListStatus);
          setDecided(null);
        }}
        label={t('issues.quotes.tabs')}
        controls={panelId}
      />
      <QuoteDecidedMessage quote={decided} />
      <div id={panelId} className={styles.list} data-testid="quote-list">
        {quotes.error ? (
          <ErrorState error={quotes.error} fallbackKey="issues.quotes.loadError" onRetry={() => void quotes.mutate()} />
        ) : !quotes.data ? (
          <Spinner label={t('common.loading')} />
        ) : quotes.data.length === 0 ? (
          <p className={styles.empty}>{t(`issues.quotes.empty.${status}`)}</p>
        ) : (
          quotes.data.map((quote) => <QuoteCard key={quote.id} quote={quote} mayDecide={rights.data?.mayDecide === true} onDecided={setDecided} />)
        )}
      </div>
    </section>
  );
}
