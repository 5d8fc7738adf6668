import { useId, useState } from 'react';
import { Button, Spinner, calendarFeedMonths, formatDate, useErrorMessage, useT, type CalendarFeedAddress } from '@portal/shared';
import { removeCalendarFeed, renewCalendarFeed, useCalendarFeed } from './calendar-feed.resource';
import styles from './calendar-feed.module.css';
import cardStyles from '../card.module.css';

type Message = { text: string; error: boolean } | null;

/**
 * The profile's calendar feed (ADR 0061): a personal secret address of the planned inspections that a calendar app
 * (Outlook, Google, Apple) subscribes to. The server keeps only its hash, so the address is shown once, when it is
 * made; making a new one ends the old, as does removing it.
 */
export function CalendarFeedSection() {
  const t = useT();
  const describeError = useErrorMessage();
  const { data: status, error, mutate, customerId } = useCalendarFeed();
  const [address, setAddress] = useState<CalendarFeedAddress | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const urlId = useId();

  const act = async (action: () => Promise<void>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      setMessage({ text: done, error: false });
    } catch (failure) {
      setMessage({ text: describeError(failure, t('admin.calendar.failed')), error: true });
    } finally {
      setBusy(false);
    }
  };

  const renew = () =>
    act(async () => {
      if (!customerId) return;
      const made = await renewCalendarFeed(customerId);
      setAddress(made);
      await mutate({ createdAt: made.createdAt }, { revalidate: false });
    }, t('admin.calendar.made'));

  const remove = () =>
    act(async () => {
      if (!customerId) return;
      await removeCalendarFeed(customerId);
      setAddress(null);
      await mutate({ createdAt: null }, { revalidate: false });
    }, t('admin.calendar.removed'));

  const copy = () =>
    act(async () => {
      if (address) await navigator.clipboard.writeText(address.url);
    }, t('admin.calendar.copied'));

  let body;
  if (error) body = <p className={styles.error}>{t('admin.calendar.failed')}</p>;
  else if (!status) body = <Spinner label={t('common.loading')} />;
  else {
    body = (
      <>
        {address ? (
          <>
            <label htmlFor={urlId}>{t('admin.calendar.address')}</label>
            <div className={styles.address}>
              <input id={urlId} className={styles.url} value={address.url} readOnly onFocus={(event) => event.currentTarget.select()} data-testid="calendar-url" />
              <Button variant="secondary" onClick={() => void copy()} disabled={busy}>
                {t('admin.calendar.copy')}
              </Button>
            </div>
            <p className={styles.note}>{t('admin.calendar.shownOnce')}</p>
          </>
        ) : status.createdAt ? (
          <p>{t('admin.calendar.exists', { date: formatDate(status.createdAt) })}</p>
        ) : (
          <p>{t('admin.calendar.none')}</p>
        )}
        <div className={styles.actions}>
          <Button onClick={() => void renew()} disabled={busy}>
            {status.createdAt ? t('admin.calendar.renew') : t('admin.calendar.make')}
          </Button>
          {status.createdAt ? (
            <Button variant="secondary" onClick={() => void remove()} disabled={busy}>
              {t('admin.calendar.remove')}
            </Button>
          ) : null}
        </div>
        {status.createdAt ? <p className={styles.note}>{t('admin.calendar.renewHint')}</p> : null}
      </>
    );
  }

  return (
    <section className={`${cardStyles.card} ${styles.section}`} aria-labelledby="admin-calendar-title">
      <h2 id="admin-calendar-title">{t('admin.calendar.title')}</h2>
      <p className={styles.note}>{t('admin.calendar.intro', { months: calendarFeedMonths })}</p>
      {body}
      <p role="status" aria-live="polite" className={message?.error ? styles.error : styles.message}>
        {message?.text ?? ''}
      </p>
    </section>
  );
}
