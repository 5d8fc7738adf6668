import { StatusChip, formatDate, useT, type TaskRow } from '@portal/shared';
import styles from './task-list.module.css';

/** The due date, and beside it a readable 'Overskredet' label when the task is overdue (isTaskOverdue). */
export function DueCell({ row }: { row: TaskRow }) {
  const t = useT();
  return (
    <span className={styles.due}>
      <time dateTime={row.due}>{formatDate(row.due)}</time>
      {row.overdue ? <StatusChip tone="danger">{t('table.overdue')}</StatusChip> : null}
    </span>
  );
}

/** What the due cell says, for the quick search and the tooltip. */
export function dueText(row: TaskRow, t: (key: string) => string): string {
  return row.overdue ? `${formatDate(row.due)} ${t('table.overdue')}` : formatDate(row.due);
}
