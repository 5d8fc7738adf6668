import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  ErrorState,
  OverlayHeader,
  Select,
  Spinner,
  dispatchDataChanged,
  formatDate,
  maxTaskNoteLength,
  taskStatusIdList,
  taskStatusIdOf,
  taskStatusIds,
  useErrorMessage,
  useSession,
  useT,
  type TaskOverlayProps,
  type TaskStatusId,
} from '@portal/shared';
import { updateTaskStatus, useTaskHistory } from '../tasks/tasks.resource';
import { DetailFields } from '../report-overlays/detail-fields.component';
import { TaskHistory } from './task-history.component';
import styles from '../report-overlays/overlay.module.css';

/** Spec section 2, Overlays: the task overlay (installation, status select, note, save, confirmation, history). */
export function TaskOverlay({ taskId, installation, installationReferenceCode, status, number, taskName, locationName, due }: TaskOverlayProps) {
  const t = useT();
  const errorText = useErrorMessage();
  const { customerId } = useSession();
  const history = useTaskHistory(taskId);
  const noteId = useId();
  // Spec section 4: any status can be chosen; the select starts on the task's own (when it has an id).
  const [statusId, setStatusId] = useState<TaskStatusId>(taskStatusIdOf(status) ?? 2);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!customerId) return;
    setSaving(true);
    setSaved(false);
    setError(null);
    try {
      const answer = await updateTaskStatus(customerId, installationReferenceCode, taskId, statusId, note);
      await history.mutate(answer.history, { revalidate: false });
      setNote('');
      setSaved(true);
      dispatchDataChanged({ domain: 'task-status' });
    } catch (failure) {
      setError(errorText(failure, t('tasks.overlay.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const options = taskStatusIdList.map((id) => ({ value: String(id), label: t(`tasks.status.${taskStatusIds[id]}`) }));

  return (
    <article className={styles.overlay} aria-labelledby="task-overlay-title" data-testid="task-overlay">
      <OverlayHeader
        id="task-overlay-title"
        title={[t('tasks.overlay.title'), number, taskName ? `· ${taskName}` : null].filter(Boolean).join(' ')}
        facts={[
          { label: t('record.unit'), value: installation, testId: 'task-installation' },
          { label: t('record.location'), value: locationName, testId: 'overlay-location' },
          { label: t('record.due'), value: due ? formatDate(due) : null, testId: 'overlay-date' },
        ]}
      />
      <DetailFields
        fields={[
          { labelKey: 'tasks.column.installationReferenceCode', value: installationReferenceCode },
        ]}
      />
      <section aria-labelledby="task-status-title" className={styles.section}>
        <h3 id="task-status-title" className={styles.sectionTitle}>
          {t('tasks.overlay.changeStatus')}
        </h3>
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <Select
            label={t('tasks.overlay.status')}
            options={options}
            value={String(statusId)}
            onChange={(value) => {
              setStatusId(Number(value) as TaskStatusId);
              setSaved(false);
            }}
          />
          <label htmlFor={noteId}>
            {t('tasks.overlay.note')}
            <textarea id={noteId} rows={3} maxLength={maxTaskNoteLength} value={note} onChange={(event) => setNote(event.target.value)} />
          </label>
          <div className={styles.actions}>
            <Button type="submit" busy={saving} disabled={saving}>
              {t('tasks.overlay.save')}
            </Button>
          </div>
          {saved ? (
            <p role="status" className={styles.confirmation}>
              {t('tasks.overlay.saved')}
            </p>
          ) : null}
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
        </form>
      </section>
      {history.error ? (
        <ErrorState error={history.error} fallbackKey="tasks.history.loadError" onRetry={() => void history.mutate()} />
      ) : history.data ? (
        <TaskHistory entries={history.data} />
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </article>
  );
}
