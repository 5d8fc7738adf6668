import { formatDate, useCulture, type Quote } from '@portal/shared';

/** The quoted price in the reader's number format, from minor units (1245000 DKK -> "12.450,00 kr."). */
export function QuoteAmount({ quote }: { quote: Pick<Quote, 'amountMinor' | 'currency'> }) {
  const culture = useCulture();
  return <>{new Intl.NumberFormat(culture, { style: 'currency', currency: quote.currency }).format(quote.amountMinor / 100)}</>;
}

/** The last day the quote may be accepted. */
export function QuoteValidUntil({ quote }: { quote: Pick<Quote, 'validUntil'> }) {
  return <time dateTime={quote.validUntil}>{formatDate(`${quote.validUntil}T12:00:00Z`)}</time>;
}
