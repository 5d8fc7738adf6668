import { Button, useT, type TaskRow } from '@portal/shared';
import { openTaskFilesOverlay } from './task-overlays';

/** The files cell of a task row: the file count, opening the file overlay (its files, upload, delete). */
export function TaskFilesCell({ row }: { row: TaskRow }) {
  const t = useT();
  return (
    <Button variant="link" onClick={() => openTaskFilesOverlay(row)} aria-label={t('tasks.files.open', { count: row.fileCount })} data-testid="task-files-link">
      {t('tasks.files.count', { count: row.fileCount })}
    </Button>
  );
}
