import { useId, type ChangeEvent } from 'react';
import { Button } from '@portal/shared/core';
import { allowedUploadName } from '../contract/uploads.rules.js';
import { isAllowedUploadType, isTooLarge, uploadAccept } from './upload-validation';
import styles from './file-pickers.module.css';

/** What the camera button takes: the photo types the upload rule allows. */
export const photoAccept = 'image/jpeg,image/png';

export interface FilePickersProps {
  /** The camera's button: on a phone it opens the back camera (`capture`). */
  photoLabel: string;
  /** The file picker's button (several files of the upload rule's types); left out, photos only. */
  filesLabel?: string;
  /**
   * The files picked, each under a name the upload rule allows (a phone's IMG_20240301_1012.jpg becomes
   * IMG202403011012.jpg), and the first one refused by type or size, if any.
   */
  onFiles: (accepted: File[], refused: File | undefined) => void;
}

/** A camera button and a file button for a form that sends its files with the form (not the UploadModal's one by one). */
export function FilePickers({ photoLabel, filesLabel, onFiles }: FilePickersProps) {
  const photoId = useId();
  const filesId = useId();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const refused = picked.find((file) => !isAllowedUploadType(file) || isTooLarge(file));
    const accepted = picked
      .filter((file) => isAllowedUploadType(file) && !isTooLarge(file))
      .map((file) => new File([file], allowedUploadName(file.name), { type: file.type }));
    onFiles(accepted, refused);
  };
  return (
    <div className={styles.pickers}>
      <input id={photoId} className={styles.fileInput} type="file" accept={photoAccept} capture="environment" onChange={pick} />
      <label htmlFor={photoId} className={styles.fileButton}>
        {photoLabel}
      </label>
      {filesLabel ? (
        <>
          <input id={filesId} className={styles.fileInput} type="file" multiple accept={uploadAccept} onChange={pick} />
          <label htmlFor={filesId} className={styles.fileButton}>
            {filesLabel}
          </label>
        </>
      ) : null}
    </div>
  );
}

export interface ChosenFilesProps {
  files: readonly File[];
  /** The list's accessible name. */
  label: string;
  /** A remove button per file, named by `removeLabel`. */
  onRemove?: (index: number) => void;
  removeLabel?: (name: string) => string;
}

/** The files a form will send, each with its remove button. */
export function ChosenFiles({ files, label, onRemove, removeLabel }: ChosenFilesProps) {
  if (files.length === 0) return null;
  return (
    <ul className={styles.chosen} aria-label={label}>
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`}>
          <span>{file.name}</span>
          {onRemove ? (
            <Button variant="secondary" onClick={() => onRemove(index)}>
              {removeLabel?.(file.name) ?? file.name}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
