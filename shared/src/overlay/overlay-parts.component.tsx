import type { ReactNode } from 'react';
import { useT } from '@portal/shared/core';
import styles from './overlay-parts.module.css';

/**
 * The building blocks of every overlay's content (the fault, thermography, task, report, files and unit
 * overlays): one layout and one look, so an overlay states only what it shows.
 */

export interface OverlayProps {
  /** The id of the overlay's title (OverlayHeader's `id`): names the overlay. */
  titleId: string;
  testId?: string;
  children: ReactNode;
}

/** The overlay's content: a column of header, fields and sections. */
export function Overlay({ titleId, testId, children }: OverlayProps) {
  return (
    <article className={styles.overlay} aria-labelledby={titleId} data-testid={testId}>
      {children}
    </article>
  );
}

export interface OverlayHeaderFact {
  /** The fact's name, already translated ("Enhed", "Lokation", "Frist"). */
  label: string;
  /** Empty values (null, undefined, '') are left out, so the header never shows a bare label. */
  value: ReactNode;
  testId?: string;
}

export interface OverlayHeaderProps {
  id: string;
  /** What the record is and its number ("Fejl F-10421-0003"). */
  title: ReactNode;
  /** What names the record beside its number: unit, location, due or created date, in one line under the title. */
  facts?: readonly OverlayHeaderFact[];
  /** A line under the title for an overlay that is not a record (a report, a file list). */
  subtitle?: ReactNode;
  /** More under the title (a status, actions). */
  children?: ReactNode;
}

/**
 * The overlay's title (its dialog's name, see OverlayHost) and what tells the record from the next: the facts of
 * a record overlay (faults, thermography, tasks, units), or a subtitle.
 */
export function OverlayHeader({ id, title, facts = [], subtitle, children }: OverlayHeaderProps) {
  const shown = facts.filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '');
  return (
    <header className={styles.header}>
      <h2 id={id} className={styles.title} data-overlay-title="">
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
      {subtitle === undefined || subtitle === null ? null : <p className={styles.subtitle}>{subtitle}</p>}
      {children}
    </header>
  );
}

export type OverlaySectionProps = OverlaySectionTitle & {
  /** Buttons beside the section's title (upload, download). */
  actions?: ReactNode;
  testId?: string;
  children?: ReactNode;
};

/** A section's title and its id; a section that is an accordion has its summary instead. */
type OverlaySectionTitle = { titleId: string; title: ReactNode } | { titleId?: never; title?: never };

/** A titled part of an overlay (files, notes, history, a form), set off by a line. */
export function OverlaySection({ titleId, title, actions, testId, children }: OverlaySectionProps) {
  const heading =
    titleId === undefined ? null : (
      <h3 id={titleId} className={styles.sectionTitle}>
        {title}
      </h3>
    );
  return (
    <section aria-labelledby={titleId} className={styles.section} data-testid={testId}>
      {actions ? (
        <div className={styles.sectionHeader}>
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** A field with a label from the dictionary (`labelKey`) or one given as it is (`label`: the provider's own field names). */
export type OverlayField = { value: ReactNode; testId?: string | undefined } & ({ labelKey: string; label?: never } | { label: string; labelKey?: never });

/** An overlay's label/value list; an empty value shows a dash, so every field the spec lists is visible. */
export function OverlayFields({ fields }: { fields: readonly OverlayField[] }) {
  const t = useT();
  return (
    <dl className={styles.fields}>
      {fields.map((field) => (
        <div key={field.labelKey ?? field.label} className={styles.field}>
          <dt>{field.labelKey === undefined ? field.label : t(field.labelKey)}</dt>
          <dd data-testid={field.testId}>{field.value === null || field.value === undefined || field.value === '' ? '–' : field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A line of text in an overlay: a quiet note ("no files"), an error (role alert) or a confirmation (role status). */
export function OverlayMessage({ tone, children }: { tone: 'muted' | 'error' | 'success'; children: ReactNode }) {
  return (
    <p className={styles[tone]} role={tone === 'error' ? 'alert' : tone === 'success' ? 'status' : undefined}>
      {children}
    </p>
  );
}

/** A row of buttons (a form's submit and cancel). */
export function OverlayActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
