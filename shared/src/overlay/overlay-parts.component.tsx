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

export interface OverlayHeaderProps {
  id: string;
  title: ReactNode;
  /** The line under the title (the unit and location, the due date). */
  subtitle?: ReactNode;
  /** More under the title (a status, actions). */
  children?: ReactNode;
}

/** The overlay's title (its dialog's name, see OverlayHost) and the line that places the record. */
export function OverlayHeader({ id, title, subtitle, children }: OverlayHeaderProps) {
  return (
    <header className={styles.header}>
      <h2 id={id} className={styles.title} data-overlay-title="">
        {title}
      </h2>
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
