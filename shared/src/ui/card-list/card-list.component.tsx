import type { ReactNode } from 'react';
import styles from './card-list.module.css';

export interface CardListProps {
  /** The list's name, read by a screen reader ("Brugere", "Nyheder"). */
  label: string;
  children: ReactNode;
  testId?: string;
}

/**
 * A list of cards on a phone: one card a row of the list's table, labelled with the list's name. The plain lists
 * build their cards with it, and so does the data table's card layout (DataCard).
 */
export function CardList({ label, children, testId }: CardListProps) {
  return (
    <ul className={styles.list} aria-label={label} data-testid={testId}>
      {children}
    </ul>
  );
}

export interface CardProps {
  /** The card's identifying name or number, the first line. */
  title: ReactNode;
  /**
   * What a tap on the card does (the row's action): a button or link with the title as its text. It covers the
   * whole card, so a tap anywhere opens it; the card's other controls lie above it.
   */
  action?: (className: string, title: ReactNode) => ReactNode;
  /** Status chips (each colour with its text). */
  chips?: ReactNode;
  children?: ReactNode;
  /** Controls beside the card's action (delete, expand), each a target of its own. */
  controls?: ReactNode;
  /** Before the title, above the card's action (a check box that selects the card). */
  leading?: ReactNode;
  /** Chosen (its check box ticked): marked along its edge. */
  selected?: boolean;
  testId?: string;
}

export function Card({ title, action, chips, children, controls, leading, selected = false, testId }: CardProps) {
  return (
    <li className={selected ? `${styles.card} ${styles.selected}` : styles.card} data-testid={testId}>
      <div className={styles.title}>
        {leading ? <span className={styles.leading}>{leading}</span> : null}
        {action ? action(styles.action ?? '', title) : title}
      </div>
      {chips ? <div className={styles.chips}>{chips}</div> : null}
      {children}
      {controls ? <div className={styles.controls}>{controls}</div> : null}
    </li>
  );
}

/** A card's labelled facts (dates, locations) as a description list. */
export function CardFacts({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(({ label, value }) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
