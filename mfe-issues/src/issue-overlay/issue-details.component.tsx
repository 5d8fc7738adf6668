import type { ReactNode } from 'react';
import { formatZonedDateTime, useT, type IssueDetails } from '@portal/shared';
import styles from './issue-overlay.module.css';

/** A field with a label from the dictionary (`labelKey`) or one given as it is (`label`: the provider's own field names). */
export type DetailField = { value: ReactNode; testId?: string } & ({ labelKey: string; label?: never } | { label: string; labelKey?: never });

/** A label/value list of an overlay; empty values show a dash so every field the spec lists is visible. */
export function DetailFields({ fields }: { fields: readonly DetailField[] }) {
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

/** A date (and time) field value. */
export function DateValue({ value }: { value: string | null | undefined }) {
  const text = formatZonedDateTime(value);
  return text && value ? <time dateTime={value}>{text}</time> : null;
}

/** Spec section 3: the issue's notes, each with its value. */
export function IssueNotes({ notes }: { notes: readonly { value: string; created: string }[] }) {
  const t = useT();
  return (
    <section aria-labelledby="issue-notes-title" className={styles.section}>
      <h3 id="issue-notes-title" className={styles.sectionTitle}>
        {t('issues.overlay.notes')}
      </h3>
      {notes.length === 0 ? (
        <p className={styles.muted}>{t('issues.overlay.noNotes')}</p>
      ) : (
        <ul className={styles.notes}>
          {notes.map((note, index) => (
            <li key={`${note.created}-${index}`}>
              <DateValue value={note.created} /> {note.value}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface OverlayHeaderProps {
  id: string;
  title: string;
  details: Pick<IssueDetails, 'installation' | 'locationName'>;
}

/** Title and "installation · location" line at the top of both overlays. */
export function OverlayHeader({ id, title, details }: OverlayHeaderProps) {
  return (
    <header className={styles.header}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <p className={styles.subtitle}>
        {details.installation} · {details.locationName}
      </p>
    </header>
  );
}
