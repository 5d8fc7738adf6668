import {
  Button,
  DashboardWidget,
  ErrorState,
  openIssueOverlay,
  quoteWidgetRows,
  routePath,
  Spinner,
  useT,
} from '@portal/shared';
import meta from '../../remote.meta.json';
import { QuoteAmount, QuoteValidUntil } from '../quotes/quote-amount.component';
import { useQuotes } from '../quotes/quotes.resource';
import styles from '../quotes/quotes.module.css';

const quotesPath = routePath(meta, 'quotes');

/**
 * Dashboard: the pending quotes awaiting a decision, soonest end of validity first (the first rows only, the API
 * bounds the list); a row opens its fault's overlay, where it is decided; 'see all' goes to /tilbud.
 */
export function QuotesWidget() {
  const t = useT();
  const quotes = useQuotes({ status: 'Pending', take: quoteWidgetRows });
  let body;
  if (quotes.error) body = <ErrorState error={quotes.error} fallbackKey="issues.quotes.loadError" onRetry={() => void quotes.mutate()} />;
  else if (!quotes.data) body = <Spinner label={t('common.loading')} />;
  else if (quotes.data.length === 0) body = <p className={styles.empty}>{t('issues.quotes.empty.Pending')}</p>;
  else
    body = (
      <ul className={styles.widgetRows}>
        {quotes.data.map((quote) => {
          const [first] = quote.issues;
          return (
            <li key={quote.id} className={styles.widgetRow}>
              {first ? (
                <Button variant="link" onClick={() => openIssueOverlay({ id: first.id, locationCode: quote.locationCode })}>
                  {quote.number}
                </Button>
              ) : (
                quote.number
              )}
              <span>{quote.title}</span>
              <span className={styles.widgetMeta}>
                <QuoteAmount quote={quote} /> · {t('issues.quotes.validUntilShort')} <QuoteValidUntil quote={quote} />
              </span>
            </li>
          );
        })}
      </ul>
    );
  return (
    <DashboardWidget id="quotes-widget" title={t('issues.quotes.widgetTitle')} seeAllPath={quotesPath} seeAllLabel={t('issues.quotes.seeAll')}>
      {body}
    </DashboardWidget>
  );
}
