import { FileList, useT, type Installation, type InstallationFile } from '@portal/shared';
import styles from './installations.module.css';

interface Props {
  installation: Installation;
  onUpload: () => void;
  /** Deletes the file (after the list's own confirmation); rejects with the reason shown in the row. */
  onDelete: (file: InstallationFile) => Promise<void>;
}

/**
 * A unit's upload button and its files as every file list shows them (spec section 5: thumbnails for
 * images, an icon otherwise; each opens in a new tab and can be deleted after a confirmation). One line
 * of 30 px per file: the row is as tall as its files need (rowHeightFor).
 */
export function InstallationFilesCell({ installation, onUpload, onDelete }: Props) {
  const t = useT();
  const byName = new Map(installation.files.map((file) => [file.fileName, file]));
  return (
    <div className={styles.files}>
      <button type="button" className={styles.upload} onClick={onUpload} aria-label={t('installations.files.uploadFor', { name: installation.name })}>
        {t('installations.files.upload')}
      </button>
      <FileList
        variant="compact"
        items={installation.files.map((file) => ({
          id: file.fileName,
          url: file.url,
          displayName: file.displayName,
          ...(file.shortDescription ? { shortDescription: file.shortDescription } : {}),
        }))}
        onDelete={async (item) => {
          const file = byName.get(item.id);
          if (file) await onDelete(file);
        }}
      />
    </div>
  );
}
