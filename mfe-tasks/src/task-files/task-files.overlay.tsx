import { useState } from 'react';
import {
  Button,
  ErrorState,
  FileList,
  Overlay,
  OverlayHeader,
  OverlaySection,
  Spinner,
  UploadModal,
  dispatchDataChanged,
  useSession,
  useT,
  type TaskFilesOverlayProps,
} from '@portal/shared';
import { deleteTaskFile, uploadTaskFiles, useTaskFiles } from '../tasks/tasks.resource';

/** Spec section 2, Overlays: the file overlay (a task's files for its job number: name link, short description, delete; upload with a comment). */
export function TaskFilesOverlay({ taskId, jobNumber }: TaskFilesOverlayProps) {
  const t = useT();
  const { customerId } = useSession();
  const files = useTaskFiles(taskId);
  const [uploadOpen, setUploadOpen] = useState(false);

  return (
    <Overlay titleId="task-files-title" testId="task-files-overlay">
      <OverlayHeader id="task-files-title" title={t('tasks.files.title')} subtitle={t('tasks.files.jobNumber', { jobNumber: jobNumber ?? '–' })} />
      <OverlaySection
        titleId="task-files-list-title"
        title={t('tasks.files.list')}
        actions={
          <Button variant="secondary" onClick={() => setUploadOpen(true)}>
            {t('tasks.files.upload')}
          </Button>
        }
      >
        {files.error ? (
          <ErrorState error={files.error} fallbackKey="tasks.files.loadError" onRetry={() => void files.mutate()} />
        ) : !files.data ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <FileList
            items={files.data.map((file) => ({ id: file.fileName, url: file.url, displayName: file.displayName, ...(file.shortDescription ? { shortDescription: file.shortDescription } : {}) }))}
            onDelete={async (item) => {
              if (!customerId) return;
              await deleteTaskFile(customerId, taskId, item.id);
              await files.mutate((current = files.data) => current?.filter((file) => file.fileName !== item.id), { revalidate: false });
              dispatchDataChanged({ domain: 'task-files' });
            }}
          />
        )}
      </OverlaySection>
      <UploadModal
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        onUpload={async (chosen, comment, onProgress) => {
          if (!customerId) return;
          const uploaded = await uploadTaskFiles(customerId, taskId, chosen, comment, onProgress);
          await files.mutate((current = files.data) => [...(current ?? []), ...uploaded.files], { revalidate: false });
          dispatchDataChanged({ domain: 'task-files' });
        }}
      />
    </Overlay>
  );
}
