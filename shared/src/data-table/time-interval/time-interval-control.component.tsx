import { useEffect, useId, useState, type FormEvent } from 'react';
import { intervalProblem, useT, type TimeInterval } from '@portal/shared';
import styles from './time-interval-control.module.css';

export interface TimeIntervalControlProps {
  interval: TimeInterval;
}

/**
 * The list's time interval (spec section 2: the tables reload when it changes): two date fields and a
 * button that applies them (Enter in a field does too), so a date typed digit by digit is not asked for
 * at every keystroke; a second button returns to the list's preset.
 */
export function TimeIntervalControl({ interval }: TimeIntervalControlProps) {
  const t = useT();
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const { range, isPreset, set, reset } = interval;
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<ReturnType<typeof intervalProblem>>(null);

  // A new interval from elsewhere (the reset, another page's choice, a new day's preset) fills the fields.
  useEffect(() => {
    setFrom(range.from);
    setTo(range.to);
    setProblem(null);
  }, [range.from, range.to]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = { from, to };
    const found = intervalProblem(next);
    setProblem(found);
    if (!found) set(next);
  };
  const changed = from !== range.from || to !== range.to;

  return (
    <form className={styles.interval} onSubmit={apply} noValidate aria-describedby={problem ? errorId : undefined}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('table.interval.legend')}</legend>
        <div className={styles.fields}>
          <span className={styles.field}>
            <label htmlFor={fromId}>{t('table.interval.from')}</label>
            <input id={fromId} type="date" value={from} max={to || undefined} aria-invalid={problem !== null} onChange={(event) => setFrom(event.target.value)} />
          </span>
          <span className={styles.field}>
            <label htmlFor={toId}>{t('table.interval.to')}</label>
            <input id={toId} type="date" value={to} min={from || undefined} aria-invalid={problem !== null} onChange={(event) => setTo(event.target.value)} />
          </span>
          <button type="submit" className={changed ? `${styles.apply} ${styles.changed}` : styles.apply}>
            {t('table.interval.apply')}
          </button>
          {!isPreset ? (
            <button type="button" className={styles.reset} onClick={reset}>
              {t('table.interval.reset')}
            </button>
          ) : null}
        </div>
      </fieldset>
      {problem ? (
        <p id={errorId} role="alert" className={styles.error}>
          {t(problem === 'order' ? 'table.interval.orderError' : 'table.interval.missingError')}
        </p>
      ) : null}
    </form>
  );
}
