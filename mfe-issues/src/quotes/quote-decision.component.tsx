import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Modal,
  OverlayMessage,
  isApiError,
  quoteMessageKeys,
  quotePoNumberMaxLength,
  quoteReasonMinLength,
  quoteNameMaxLength,
  useErrorMessage,
  useSession,
  useT,
  type Quote,
} from '@portal/shared';
import { approveQuote, declineQuote } from './quotes.resource';
import { QuoteAmount } from './quote-amount.component';
import styles from './quotes.module.css';

export type QuoteDecisionMode = 'approve' | 'decline';

const knownKeys = new Set<string>(Object.values(quoteMessageKeys));

/**
 * The decision dialog. Approve: the name (prefilled with the signed-in person's), an optional PO number, and the
 * terms, which must be accepted. Decline: the name and a reason of at least 15 characters. The API checks the
 * same; its refusals (decided, expired, no right) show in the reader's language.
 */
export function QuoteDecisionDialog({ quote, mode, onClose, onDecided }: { quote: Quote; mode: QuoteDecisionMode; onClose: () => void; onDecided: (quote: Quote) => void }) {
  const t = useT();
  const errorText = useErrorMessage();
  const { customerId, claims } = useSession();
  const ids = { name: useId(), po: useId(), reason: useId(), reasonHint: useId(), terms: useId() };
  const [name, setName] = useState(claims?.EmployeeName ?? '');
  const [poNumber, setPoNumber] = useState('');
  const [reason, setReason] = useState('');
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remaining = Math.max(0, quoteReasonMinLength - reason.trim().length);
  const valid = name.trim() !== '' && (mode === 'approve' ? terms : remaining === 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy || !customerId) return;
    setBusy(true);
    setError(null);
    try {
      const answer =
        mode === 'approve'
          ? await approveQuote(customerId, quote.id, { name: name.trim(), ...(poNumber.trim() ? { poNumber: poNumber.trim() } : {}) })
          : await declineQuote(customerId, quote.id, { name: name.trim(), reason: reason.trim() });
      onDecided(answer);
    } catch (failure) {
      const key = isApiError(failure) ? failure.key : undefined;
      setError(key && knownKeys.has(key) ? t(key) : errorText(failure, t('issues.quotes.failed')));
    } finally {
      setBusy(false);
    }
  };

  const title = t(mode === 'approve' ? 'issues.quotes.approveTitle' : 'issues.quotes.declineTitle', { number: quote.number });
  return (
    <Modal open title={title} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} data-testid="quote-decision-form">
        <p className={styles.summary}>
          {quote.title} · <QuoteAmount quote={quote} />
        </p>
        <label htmlFor={ids.name} className={styles.label}>
          {t('issues.quotes.name')}
        </label>
        <input id={ids.name} className={styles.input} value={name} maxLength={quoteNameMaxLength} required autoComplete="name" onChange={(event) => setName(event.target.value)} />
        {mode === 'approve' ? (
          <>
            <label htmlFor={ids.po} className={styles.label}>
              {t('issues.quotes.poNumber')}
            </label>
            <input id={ids.po} className={styles.input} value={poNumber} maxLength={quotePoNumberMaxLength} onChange={(event) => setPoNumber(event.target.value)} />
            <label className={styles.check} htmlFor={ids.terms}>
              <input id={ids.terms} type="checkbox" checked={terms} required onChange={(event) => setTerms(event.target.checked)} />
              {t('issues.quotes.terms')}
            </label>
          </>
        ) : (
          <>
            <label htmlFor={ids.reason} className={styles.label}>
              {t('issues.quotes.reason')}
            </label>
            <textarea id={ids.reason} className={styles.input} rows={4} value={reason} required aria-describedby={ids.reasonHint} onChange={(event) => setReason(event.target.value)} />
            <p id={ids.reasonHint} className={styles.hint} aria-live="polite">
              {remaining === 0 ? t('issues.quotes.reasonOk') : t('issues.quotes.reasonHint', { min: quoteReasonMinLength, remaining })}
            </p>
          </>
        )}
        <p className={styles.hint}>{t('issues.quotes.final')}</p>
        {error ? <OverlayMessage tone="error">{error}</OverlayMessage> : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant={mode === 'approve' ? 'primary' : 'danger'} busy={busy} disabled={!valid || busy}>
            {t(mode === 'approve' ? 'issues.quotes.approve' : 'issues.quotes.decline')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
