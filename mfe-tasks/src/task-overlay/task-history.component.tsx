import {
  Card,
  CardFacts,
  CardList,
  OverlayMessage,
  OverlaySection,
  StatusChip,
  formatZonedDateTime,
  taskStatusLabelKey,
  taskStatusTone,
  usePhoneLayout,
  useT,
  type TaskHistoryEntry,
} from '@portal/shared';
import styles from '../report-overlays/overlay.module.css';

const entryKey = (entry: TaskHistoryEntry, index: number) => `${entry.created}-${index}`;

/**
 * Spec section 2: the status history (created, with its zone named as every overlay timestamp; status, note,
 * responsible), newest first as the API sends it. A table; on a phone a card an entry: four columns in a 390 px
 * overlay would break their words letter by letter.
 */
export function TaskHistory({ entries }: { entries: readonly TaskHistoryEntry[] }) {
  const t = useT();
  const phone = usePhoneLayout();
  const statusText = (entry: TaskHistoryEntry) => t(`tasks.status.${taskStatusLabelKey(entry.taskStatus)}`);
  const created = (entry: TaskHistoryEntry) => <time dateTime={entry.created}>{formatZonedDateTime(entry.created)}</time>;
  return (
    <OverlaySection titleId="task-history-title" title={t('tasks.history.title')}>
      {entries.length === 0 ? (
        <OverlayMessage tone="muted">{t('tasks.history.empty')}</OverlayMessage>
      ) : phone ? (
        <CardList label={t('tasks.history.title')} testId="task-history">
          {entries.map((entry, index) => (
            <Card
              key={entryKey(entry, index)}
              testId="task-history-entry"
              title={created(entry)}
              chips={<StatusChip tone={taskStatusTone(entry.taskStatus)}>{statusText(entry)}</StatusChip>}
            >
              <CardFacts
                facts={[
                  ...(entry.note.value ? [{ label: t('tasks.history.note'), value: entry.note.value }] : []),
                  { label: t('tasks.history.responsible'), value: entry.responsible },
                ]}
              />
            </Card>
          ))}
        </CardList>
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
              <tr key={entryKey(entry, index)} data-testid="task-history-entry">
                <td>{created(entry)}</td>
                <td>{statusText(entry)}</td>
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
