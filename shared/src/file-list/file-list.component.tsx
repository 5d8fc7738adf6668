import { useState } from 'react';
import { useErrorMessage, useT, Button, Spinner, VisuallyHidden } from '@portal/shared/core';
import { Modal } from '../ui/modal.component';
import { useApiLink } from '../api/api-link';
import styles from './file-list.module.css';

export interface FileListItem {
  id: string;
  url: string;
  displayName: string;
  shortDescription?: string;
}

export interface FileListProps {
  items: readonly FileListItem[];
  /** Deletes the file; without it the list has no delete buttons. */
  onDelete?: (item: FileListItem) => Promise<void>;
  /**
   * 'compact': one line of 30 px per file (spec section 9's row height per file), for a file list inside a
   * table row: small thumbnails, the short description as the link's tooltip, nothing shown for no files.
   */
  variant?: 'list' | 'compact';
}

/** Spec section 5: a thumbnail when the url ends in jpeg, jpg, png or gif (a query string aside). */
export function isImageUrl(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return /\.(jpe?g|png|gif)$/i.test(path);
}

function DocumentIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="40" height="40" className={styles.documentIcon}>
      <path fill="currentColor" d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5L13 3.5zM8 13h8v1.5H8V13zm0 3.5h8V18H8v-1.5z" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path fill="currentColor" d="M9 3h6l1 1h4v2H4V4h4l1-1zm-3 5h12l-1 13H7L6 8zm4 2v9h1.5v-9H10zm3.5 0v9H15v-9h-1.5z" />
    </svg>
  );
}

/** Files of a location, installation, issue or task: each opens in a new tab and can be deleted after a confirmation. */
export function FileList({ items, onDelete, variant = 'list' }: FileListProps) {
  const t = useT();
  const apiLink = useApiLink();
  const errorText = useErrorMessage();
  const [confirming, setConfirming] = useState<FileListItem | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});

  const remove = async (item: FileListItem) => {
    setConfirming(null);
    if (!onDelete) {
      return;
    }
    setDeleting((current) => new Set(current).add(item.id));
    setErrors(({ [item.id]: _previous, ...rest }) => rest);
    try {
      await onDelete(item);
    } catch (error) {
      setErrors((current) => ({ ...current, [item.id]: errorText(error, t('files.deleteFailed')) }));
    } finally {
      setDeleting((current) => {
        const next = new Set(current);
        next.delete(item.id);
        return next;
      });
    }
  };

  const compact = variant === 'compact';
  if (items.length === 0) {
    return compact ? null : <p className={styles.empty}>{t('files.empty')}</p>;
  }

  return (
    <>
      <ul className={compact ? `${styles.list} ${styles.compact}` : styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <a href={apiLink(item.url)} target="_blank" rel="noopener noreferrer" className={styles.link} title={compact ? [item.displayName, item.shortDescription].filter(Boolean).join(' – ') : undefined}>
              {isImageUrl(item.url) ? <img src={apiLink(item.url)} alt="" className={styles.thumbnail} loading="lazy" /> : <DocumentIcon />}
              <span className={styles.text}>
                <span className={styles.name}>{item.displayName}</span>
                {item.shortDescription && !compact ? <span className={styles.description}>{item.shortDescription}</span> : null}
                <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
              </span>
            </a>
            {onDelete ? (
              deleting.has(item.id) ? (
                <Spinner size="small" label={t('files.deleting', { fileName: item.displayName })} />
              ) : (
                <button
                  type="button"
                  className={styles.delete}
                  aria-label={t('files.delete', { fileName: item.displayName })}
                  onClick={() => setConfirming(item)}
                >
                  <TrashIcon />
                </button>
              )
            ) : null}
            {errors[item.id] ? (
              <p role="alert" className={styles.error}>
                {errors[item.id]}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <Modal
        open={confirming !== null}
        title={t('files.deleteTitle')}
        onClose={() => setConfirming(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={() => confirming && void remove(confirming)}>
              {t('files.deleteConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('files.deleteQuestion', { fileName: confirming?.displayName ?? '' })}</p>
      </Modal>
    </>
  );
}
