import { useId, useState, type FormEvent } from 'react';
import { Button, complianceWindow, dayOf, defaultComplianceWindowMonths, downloadApiFile, useErrorMessage, useSession, useT } from '@portal/shared';
import styles from './location.module.css';

/**
 * The compliance statement of the active location with its sub-locations (ADR 0062): a period, by default the
 * overview's 12 months to today, and a PDF in the portal's language for auditors, insurers and the fire authority.
 */
export function LocationStatement() {
  const t = useT();
  const describeError = useErrorMessage();
  const { customerId, locationCode } = useSession();
  const today = dayOf(new Date());
  const [from, setFrom] = useState(complianceWindow(defaultComplianceWindowMonths, today).from);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { from: useId(), to: useId(), hint: useId() };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!customerId || !locationCode) return;
    setError(null);
    if (!from || !to || from > to) {
      setError(t('locations.statement.badPeriod'));
      return;
    }
    setBusy(true);
    try {
      const query = new URLSearchParams({ from, to });
      await downloadApiFile(`/portfolio/${encodeURIComponent(customerId)}/location/${encodeURIComponent(locationCode)}/statement.pdf?${query.toString()}`, `${locationCode}-${from}-${to}.pdf`);
    } catch (failure) {
      setError(describeError(failure, t('locations.statement.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    // noValidate: a reversed period gets the page's own message in the portal's language, not the browser's bubble.
    <form className={styles.documents} onSubmit={(event) => void onSubmit(event)} aria-labelledby="location-statement-title" data-testid="location-statement" noValidate>
      <h2 id="location-statement-title" className={styles.documentsTitle}>
        {t('locations.statement.title')}
      </h2>
      <p id={ids.hint} className={styles.statementHint}>
        {t('locations.statement.hint')}
      </p>
      <div className={styles.statementPeriod}>
        <label htmlFor={ids.from}>{t('locations.statement.from')}</label>
        <input id={ids.from} type="date" value={from} max={to} required aria-describedby={ids.hint} onChange={(event) => setFrom(event.target.value)} />
        <label htmlFor={ids.to}>{t('locations.statement.to')}</label>
        <input id={ids.to} type="date" value={to} min={from} required onChange={(event) => setTo(event.target.value)} />
      </div>
      <div>
        <Button type="submit" busy={busy} disabled={!customerId || !locationCode}>
          {t('locations.statement.download')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
