import type { ReactNode } from 'react';
import styles from './overlay-header.module.css';

export interface OverlayHeaderFact {
  /** The fact's name, already translated ("Enhed", "Lokation", "Frist"). */
  label: string;
  /** Empty values (null, undefined, '') are left out, so the header never shows a bare label. */
  value: ReactNode;
  testId?: string;
}

export interface OverlayHeaderProps {
  /** The heading's id: the overlay's `aria-labelledby`. */
  id: string;
  /** What the record is and its number ("Fejl F-10421-0003"). */
  title: string;
  /** What names the record beside its number: unit, location, due or created date. */
  facts: readonly OverlayHeaderFact[];
}

/**
 * The top of every record overlay (faults, thermography, tasks, units): the record's kind and number as
 * the overlay's heading, and the facts that tell one record from the next in one line under it.
 */
export function OverlayHeader({ id, title, facts }: OverlayHeaderProps) {
  const shown = facts.filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '');
  return (
    <header className={styles.header}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {shown.length > 0 ? (
        <dl className={styles.facts}>
          {shown.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd data-testid={fact.testId}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </header>
  );
}
