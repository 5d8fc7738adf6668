import { OverlayMessage, OverlaySection, formatZonedDateTime, taskStatusLabelKey, useT, type TaskHistoryEntry } from '@portal/shared';
import styles from '../report-overlays/overlay.module.css';

/** Spec section 2: the status-history table (created, with its zone named as every overlay timestamp; status, note, responsible), newest first as the API sends it. */
export function TaskHistory({ entries }: { entries: readonly TaskHistoryEntry[] }) {
  const t = useT();
  return (
    <OverlaySection titleId="task-history-title" title={t('tasks.history.title')}>
      {entries.length === 0 ? (
        <OverlayMessage tone="muted">{t('tasks.history.empty')}</OverlayMessage>
      ) : (
        <table className={styles.table} data-testid="task-history">
          <thead>
            <tr>
              <th scope="col">{t('tasks.history.created')}</th>
              <th scope="col">{t('tasks.history.status')}</th>
              <th scope="col">{t('tasks.history.note')}</th>
              <th scope="col">{t('tasks.history.responsible')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={`${entry.created}-${index}`} data-testid="task-history-entry">
                <td>
                  <time dateTime={entry.created}>{formatZonedDateTime(entry.created)}</time>
                </td>
                <td>{t(`tasks.status.${taskStatusLabelKey(entry.taskStatus)}`)}</td>
                <td>{entry.note.value ?? ''}</td>
                <td>{entry.responsible}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </OverlaySection>
  );
}
