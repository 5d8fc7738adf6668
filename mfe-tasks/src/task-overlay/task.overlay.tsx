import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  ErrorState,
  Overlay,
  OverlayActions,
  OverlayFields,
  OverlayHeader,
  OverlayMessage,
  OverlaySection,
  Select,
  Spinner,
  dispatchDataChanged,
  formatDate,
  isApiError,
  isTaskStatusChange,
  maxTaskNoteLength,
  taskStatusIdList,
  taskStatusIdOf,
  taskNoChangeKey,
  taskStatusIds,
  useErrorMessage,
  useSession,
  useT,
  type TaskOverlayProps,
  type TaskStatusId,
} from '@portal/shared';
import { updateTaskStatus, useTaskHistory } from '../tasks/tasks.resource';
import { TaskHistory } from './task-history.component';
import styles from '../report-overlays/overlay.module.css';

/** Spec section 2, Overlays: the task overlay (installation, status select, note, save, confirmation, history). */
export function TaskOverlay({ taskId, installation, installationReferenceCode, status, number, taskName, locationName, due }: TaskOverlayProps) {
  const t = useT();
  const errorText = useErrorMessage();
  const { customerId } = useSession();
  const history = useTaskHistory(taskId);
  const noteId = useId();
  const noChangeId = useId();
  // The task's status as last saved: the select and the note are compared with it.
  const [current, setCurrent] = useState(status);
  // Spec section 4: any status can be chosen; the select starts on the task's own (when it has an id).
  const [statusId, setStatusId] = useState<TaskStatusId>(taskStatusIdOf(status) ?? 2);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Saving the status the task already has, without a note, would write "X → X" into the history: not offered.
  const changed = isTaskStatusChange(current, taskStatusIds[statusId], note);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!customerId || !changed) return;
    setSaving(true);
    setSaved(false);
    setError(null);
    try {
      const answer = await updateTaskStatus(customerId, installationReferenceCode, taskId, statusId, note);
      await history.mutate(answer.history, { revalidate: false });
      setCurrent(answer.status);
      setNote('');
      setSaved(true);
      dispatchDataChanged({ domain: 'task-status' });
    } catch (failure) {
      setError(isApiError(failure) && failure.key === taskNoChangeKey ? t('tasks.overlay.noChanges') : errorText(failure, t('tasks.overlay.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const options = taskStatusIdList.map((id) => ({ value: String(id), label: t(`tasks.status.${taskStatusIds[id]}`) }));

  return (
    <Overlay titleId="task-overlay-title" testId="task-overlay">
      <OverlayHeader
        id="task-overlay-title"
        title={[t('tasks.overlay.title'), number, taskName ? `· ${taskName}` : null].filter(Boolean).join(' ')}
        facts={[
          { label: t('record.unit'), value: installation, testId: 'task-installation' },
          { label: t('record.location'), value: locationName, testId: 'overlay-location' },
          { label: t('record.due'), value: due ? formatDate(due) : null, testId: 'overlay-date' },
        ]}
      />
      <OverlayFields
        fields={[
          { labelKey: 'tasks.column.installationReferenceCode', value: installationReferenceCode },
        ]}
      />
      <OverlaySection titleId="task-status-title" title={t('tasks.overlay.changeStatus')}>
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
          <OverlayActions>
            <Button type="submit" busy={saving} disabled={saving || !changed} aria-describedby={changed ? undefined : noChangeId}>
              {t('tasks.overlay.save')}
            </Button>
            {!changed && !saved ? (
              <span id={noChangeId} className={styles.muted} data-testid="task-no-changes">
                {t('tasks.overlay.noChanges')}
              </span>
            ) : null}
          </OverlayActions>
          {saved ? (
            <OverlayMessage tone="success">{t('tasks.overlay.saved')}</OverlayMessage>
          ) : null}
          {error ? <OverlayMessage tone="error">{error}</OverlayMessage> : null}
        </form>
      </OverlaySection>
      {history.error ? (
        <ErrorState error={history.error} fallbackKey="tasks.history.loadError" onRetry={() => void history.mutate()} />
      ) : history.data ? (
        <TaskHistory entries={history.data} />
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </Overlay>
  );
}
