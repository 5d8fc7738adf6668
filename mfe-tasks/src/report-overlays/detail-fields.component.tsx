import type { ReactNode } from 'react';
import { formatDate, formatZonedDateTime, useT } from '@portal/shared';
import styles from './overlay.module.css';

export interface DetailField {
  /** Dictionary key of the label. */
  labelKey: string;
  value: ReactNode;
  testId?: string;
}

/** A label/value list of an overlay; empty values show a dash so every field the spec lists is visible. */
export function DetailFields({ fields }: { fields: readonly DetailField[] }) {
  const t = useT();
  return (
    <dl className={styles.fields}>
      {fields.map((field) => (
        <div key={field.labelKey} className={styles.field}>
          <dt>{t(field.labelKey)}</dt>
          <dd data-testid={field.testId}>{field.value === null || field.value === undefined || field.value === '' ? '–' : field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A date (with the time when asked) field value. */
export function DateValue({ value, withTime = false }: { value: string | null | undefined; withTime?: boolean }) {
  const text = withTime ? formatZonedDateTime(value) : formatDate(value);
  return text && value ? <time dateTime={value}>{text}</time> : null;
}
