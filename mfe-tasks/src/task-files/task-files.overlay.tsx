import { useState } from 'react';
import { Button, ErrorState, FileList, Spinner, UploadModal, dispatchDataChanged, useSession, useT, type TaskFilesOverlayProps } from '@portal/shared';
import { deleteTaskFile, uploadTaskFiles, useTaskFiles } from '../tasks/tasks.resource';
import styles from '../report-overlays/overlay.module.css';

/** Spec section 2, Overlays: the file overlay (a task's files for its job number: name link, short description, delete; upload with a comment). */
export function TaskFilesOverlay({ taskId, jobNumber }: TaskFilesOverlayProps) {
  const t = useT();
  const { customerId } = useSession();
  const files = useTaskFiles(taskId);
  const [uploadOpen, setUploadOpen] = useState(false);

  return (
    <article className={styles.overlay} aria-labelledby="task-files-title" data-testid="task-files-overlay">
      <header className={styles.header}>
        <h2 id="task-files-title" className={styles.title}>
          {t('tasks.files.title')}
        </h2>
        <p className={styles.subtitle}>{t('tasks.files.jobNumber', { jobNumber: jobNumber ?? '–' })}</p>
      </header>
      <section className={styles.section}>
        <div className={styles.sectionHeader}>
          <h3 className={styles.sectionTitle}>{t('tasks.files.list')}</h3>
          <Button variant="secondary" onClick={() => setUploadOpen(true)}>
            {t('tasks.files.upload')}
          </Button>
        </div>
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
      </section>
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
    </article>
  );
}
