import { useId, useState, type FormEvent } from 'react';
import { Button, addDays, dayOf, shareLinkMaxDays, shareLinkMaxLocations, shareLinkPinPattern, useT, type ShareLinkInput } from '@portal/shared';
import { LocationChecklist } from '../location-checklist/location-checklist.component';
import cardStyles from '../card.module.css';
import formStyles from '../form.module.css';
import styles from './share-links.module.css';

/** A new link's default: a month, and the last year's evidence. */
const DEFAULT_DAYS = 30;

/** The end of a chosen day, in the browser's zone: a link "until 31 March" works all of that day. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/**
 * The new share link: its locations (each with everything inside it), the period of the evidence, when it ends,
 * and an optional PIN. The API checks the same rules and answers with a message the page shows.
 */
export function ShareLinkForm({ busy, onSubmit, onCancel }: { busy: boolean; onSubmit: (input: ShareLinkInput) => void; onCancel: () => void }) {
  const t = useT();
  const today = dayOf(new Date());
  const lastExpiry = addDays(today, shareLinkMaxDays - 1);
  const ids = { from: useId(), to: useId(), expires: useId(), pin: useId(), pinHint: useId() };
  const [codes, setCodes] = useState<string[]>([]);
  const [from, setFrom] = useState(addDays(today, -365));
  const [to, setTo] = useState(today);
  const [expires, setExpires] = useState(addDays(today, DEFAULT_DAYS));
  const [pin, setPin] = useState('');
  const [tried, setTried] = useState(false);

  const problems = {
    locations: codes.length === 0 ? t('admin.share.chooseLocation') : codes.length > shareLinkMaxLocations ? t('admin.share.tooManyLocations', { count: shareLinkMaxLocations }) : null,
    period: !from || !to || from > to ? t('admin.share.periodInvalid') : null,
    expires: !expires || expires < today || expires > lastExpiry ? t('admin.share.expiresInvalid', { days: shareLinkMaxDays }) : null,
    pin: pin !== '' && !shareLinkPinPattern.test(pin) ? t('admin.share.pinInvalid') : null,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(problems).some(Boolean)) return;
    onSubmit({ locations: codes, from, to, expiresAt: endOfDay(expires), ...(pin ? { pin } : {}) });
  };
  const problem = (text: string | null) =>
    tried && text ? (
      <p className={styles.error} role="alert">
        {text}
      </p>
    ) : null;

  return (
    <form className={cardStyles.card} onSubmit={submit} noValidate aria-labelledby="share-form-title">
      <h2 id="share-form-title">
        {t('admin.share.new')}
      </h2>
      <fieldset className={styles.fieldset}>
        <legend>{t('admin.share.locations')}</legend>
        <p className={styles.hint}>{t('admin.share.locationsHint')}</p>
        <LocationChecklist chosen={codes} onChange={setCodes} searchLabel={t('admin.share.searchLocations')} />
        {problem(problems.locations)}
      </fieldset>
      <div className={formStyles.fields}>
        <label htmlFor={ids.from}>{t('admin.share.from')}</label>
        <input id={ids.from} type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} />
        <label htmlFor={ids.to}>{t('admin.share.to')}</label>
        <input id={ids.to} type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} />
        <label htmlFor={ids.expires}>{t('admin.share.expires')}</label>
        <input id={ids.expires} type="date" value={expires} min={today} max={lastExpiry} onChange={(event) => setExpires(event.target.value)} />
        <label htmlFor={ids.pin}>{t('admin.share.pin')}</label>
        <input
          id={ids.pin}
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          value={pin}
          aria-describedby={ids.pinHint}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
        />
        <p id={ids.pinHint} className={formStyles.hint}>
          {t('admin.share.pinHint')}
        </p>
      </div>
      {problem(problems.period)}
      {problem(problems.expires)}
      {problem(problems.pin)}
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {t('admin.share.create')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('admin.share.cancel')}
        </Button>
      </div>
    </form>
  );
}
