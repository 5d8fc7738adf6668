import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useErrorMessage, useT, Button } from '@portal/shared/core';
import { Modal } from '../ui/modal.component';
import { allowedUploadName, allowedUploadTypes, maxUploadCommentLength } from '../contract/uploads.rules.js';
import { isTooLarge, uploadAccept, uploadFileProblem, type UploadFileProblem } from './upload-validation';
import styles from './upload-modal.module.css';

export interface UploadModalProps {
  open: boolean;
  onClose: () => void;
  /** Sends the files; reports progress as a fraction 0-1; rejects with an ApiError on failure. */
  onUpload: (files: File[], comment: string, onProgress: (fraction: number) => void) => Promise<void>;
  /** Upload stays disabled until a comment is written. */
  commentRequired?: boolean;
}

function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/** The allowed extensions, for the message of a refused type: 'png, jpg, jpeg, pdf, doc, docx'. */
const allowedExtensions = Object.values(allowedUploadTypes).flat().join(', ');

/** The chosen files with `added` appended, each file once. */
function withFiles(current: readonly File[], added: readonly File[]): File[] {
  return [...current, ...added.filter((file) => !current.some((existing) => sameFile(existing, file)))];
}

/** Spec section 2 and 5: 'Upload fil' with drag-and-drop or browse, several files, a comment, validation. */
export function UploadModal({ open, onClose, onUpload, commentRequired = false }: UploadModalProps) {
  const t = useT();
  const errorText = useErrorMessage();
  const inputId = useId();
  const commentId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [comment, setComment] = useState('');
  // Files refused when chosen, with why: a bad name can be fixed here ("Omdøb og upload"), a bad type not.
  const [rejected, setRejected] = useState<{ file: File; problem: UploadFileProblem }[]>([]);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Each opening starts with an empty form.
  useEffect(() => {
    if (open) {
      setFiles([]);
      setComment('');
      setRejected([]);
      setProgress(null);
      setError(null);
    }
  }, [open]);

  const uploading = progress !== null;
  const tooLarge = files.some(isTooLarge);
  const canUpload = files.length > 0 && !tooLarge && !uploading && (!commentRequired || comment.trim() !== '');

  const addFiles = (chosen: FileList | null) => {
    if (!chosen) {
      return;
    }
    const refused: { file: File; problem: UploadFileProblem }[] = [];
    const accepted: File[] = [];
    for (const file of Array.from(chosen)) {
      // Spec section 5: an invalid file is named in the alert and never uploaded as it is.
      const problem = uploadFileProblem(file);
      if (problem) {
        refused.push({ file, problem });
      } else {
        accepted.push(file);
      }
    }
    setRejected(refused);
    setError(null);
    setFiles((current) => withFiles(current, accepted));
    // The same file can be chosen again after it was removed.
    if (inputRef.current) {
      inputRef.current.value = '';
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading) {
      addFiles(event.dataTransfer.files);
    }
  };

  const upload = async (chosen: File[] = files) => {
    setError(null);
    setProgress(0);
    try {
      await onUpload(chosen, comment, (fraction) => setProgress(Math.max(0, Math.min(1, fraction))));
      setProgress(null);
      onClose();
    } catch (failure) {
      // The chosen files and comment stay, so the user can try again without choosing them anew.
      setProgress(null);
      setError(errorText(failure, t('upload.failed')));
    }
  };

  const badNames = rejected.filter((entry) => entry.problem === 'name').map((entry) => entry.file);
  // The refused names with the characters the rule does not allow left out, added to the chosen files and
  // uploaded at once when nothing else holds the upload back (a required comment, a file too large).
  const renameAndUpload = () => {
    const renamed = badNames.map((file) => new File([file], allowedUploadName(file.name), { type: file.type, lastModified: file.lastModified }));
    const next = withFiles(files, renamed);
    setRejected((current) => current.filter((entry) => entry.problem !== 'name'));
    setFiles(next);
    if (!next.some(isTooLarge) && (!commentRequired || comment.trim() !== '')) void upload(next);
  };

  const footer = (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('common.cancel')}
      </Button>
      <Button variant="primary" busy={uploading} disabled={!canUpload} onClick={() => void upload(files)}>
        {t('upload.submit')}
      </Button>
    </>
  );

  return (
    <Modal open={open} title={t('upload.title')} onClose={onClose} footer={footer}>
      <div
        className={dragging ? `${styles.dropZone} ${styles.dragging}` : styles.dropZone}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p className={styles.dropText}>{t('upload.dropHere')}</p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept={uploadAccept}
          className={styles.fileInput}
          disabled={uploading}
          onChange={(event) => addFiles(event.target.files)}
        />
        <label htmlFor={inputId} className={styles.browse}>
          {t('upload.browse')}
        </label>
        <p className={styles.hint}>{t('upload.maxSize')}</p>
      </div>

      {rejected.length > 0 ? (
        <div role="alert" className={styles.error} data-testid="upload-rejected">
          {rejected.map(({ file, problem }) => (
            <p key={file.name}>
              {`${t('upload.fileNotValid')}${file.name}`}
              {problem === 'name' ? <span className={styles.rename}>{` → ${allowedUploadName(file.name)}`}</span> : null}
            </p>
          ))}
          {badNames.length > 0 ? <p className={styles.rule}>{t('upload.nameRule')}</p> : null}
          {rejected.some((entry) => entry.problem === 'type') ? <p className={styles.rule}>{t('upload.typeRule', { types: allowedExtensions })}</p> : null}
          {badNames.length > 0 ? (
            <Button variant="secondary" onClick={renameAndUpload} disabled={uploading}>
              {t('upload.renameAndUpload')}
            </Button>
          ) : null}
        </div>
      ) : null}

      {files.length > 0 ? (
        <ul className={styles.fileList} aria-label={t('upload.chosenFiles')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={isTooLarge(file) ? `${styles.file} ${styles.fileTooLarge}` : styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <button
                type="button"
                className={styles.remove}
                disabled={uploading}
                aria-label={t('upload.removeFile', { fileName: file.name })}
                onClick={() => setFiles((current) => current.filter((_, position) => position !== index))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {tooLarge ? (
        <p role="alert" className={styles.error}>
          {t('upload.tooLarge')}
        </p>
      ) : null}

      <label htmlFor={commentId} className={styles.commentLabel}>
        {commentRequired ? t('upload.commentRequired') : t('upload.comment')}
      </label>
      <textarea
        id={commentId}
        className={styles.comment}
        rows={3}
        maxLength={maxUploadCommentLength}
        value={comment}
        required={commentRequired}
        disabled={uploading}
        onChange={(event) => setComment(event.target.value)}
      />

      {uploading ? (
        <div className={styles.progressRow}>
          <div
            role="progressbar"
            aria-label={t('upload.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className={styles.progress}
          >
            <div className={styles.progressBar} style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
          <span aria-hidden="true">{Math.round(progress * 100)} %</span>
        </div>
      ) : null}

      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
