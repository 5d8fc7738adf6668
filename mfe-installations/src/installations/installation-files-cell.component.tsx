import { Spinner, VisuallyHidden, useT, type Installation, type InstallationFile } from '@portal/shared';
import styles from './installations.module.css';

interface Props {
  installation: Installation;
  onUpload: () => void;
  onDelete: (file: InstallationFile) => void;
  /** The name of this row's file being deleted, if any. */
  deletingFile: string | null;
}

/** A unit's files (each opens in a new tab, with a trash icon) and its upload button. */
export function InstallationFilesCell({ installation, onUpload, onDelete, deletingFile }: Props) {
  const t = useT();
  return (
    <div className={styles.files}>
      <button type="button" className={styles.upload} onClick={onUpload} aria-label={t('installations.files.uploadFor', { name: installation.name })}>
        {t('installations.files.upload')}
      </button>
      <ul className={styles.fileList}>
        {installation.files.map((file) => (
          <li key={file.fileName} className={styles.file}>
            <a href={file.url} target="_blank" rel="noopener noreferrer" title={file.shortDescription ?? undefined}>
              {file.displayName}
              <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
            </a>
            {deletingFile === file.fileName ? (
              <Spinner size="small" label={t('files.deleting', { fileName: file.displayName })} />
            ) : (
              <button type="button" className={styles.trash} aria-label={t('files.delete', { fileName: file.displayName })} onClick={() => onDelete(file)}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
                  <path fill="currentColor" d="M9 3h6l1 1h4v2H4V4h4l1-1zm-3 5h12l-1 13H7L6 8zm4 2v9h1.5v-9H10zm3.5 0v9H15v-9h-1.5z" />
                </svg>
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
