import { useId, useState, type FormEvent } from 'react';
import { Button, OverlayMessage, Select, useErrorMessage, useT } from '@portal/shared';
import { defaultUpdateStatus, isIssueCommentValid, minIssueCommentLength } from './issue-status';
import styles from './issue-overlay.module.css';

/** The value of the select's clear entry ('Ryd valgte'): choosing it resets the select to the default. */
const clearValue = '';

export interface StatusUpdateProps<Status extends string> {
  /** The statuses offered, in order (spec section 4). */
  statuses: readonly Status[];
  /** The select's value when the overlay opens (the issue's current status, mapped). */
  initialStatus: Status;
  /** Spec section 5: 'issue' needs at least 15 characters, 'thermography' a non-empty comment. */
  commentRule: 'issue' | 'thermography';
  /** Sends the update; rejects with an ApiError whose message is shown. */
  onSubmit: (status: Status, comment: string) => Promise<void>;
  /** Shown beside the submit (the issue overlay's cancel button). */
  onCancel?: () => void;
}

/** Status select with the clear entry, the mandatory comment and the update button of both overlays. */
export function StatusUpdate<Status extends string>({ statuses, initialStatus, commentRule, onSubmit, onCancel }: StatusUpdateProps<Status>) {
  const t = useT();
  const errorText = useErrorMessage();
  const commentId = useId();
  const hintId = useId();
  const [status, setStatus] = useState<Status>(initialStatus);
  const [comment, setComment] = useState('');
  const [updating, setUpdating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [updated, setUpdated] = useState(false);

  const fallback = (statuses.includes(defaultUpdateStatus as Status) ? defaultUpdateStatus : statuses[0]) as Status;
  const commentValid = commentRule === 'issue' ? isIssueCommentValid(comment) : comment.trim() !== '';
  const remaining = Math.max(0, minIssueCommentLength - comment.trim().length);

  const labelOf = (value: Status) =>
    commentRule === 'issue' ? t(`issues.updateStatus.option.${value}`) : t(`issues.thermography.option.${value}`);
  const options = [
    { value: clearValue, label: t('issues.updateStatus.clear') },
    ...statuses.map((value) => ({ value: value as string, label: labelOf(value) })),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!commentValid || updating) {
      return;
    }
    setUpdating(true);
    setError(null);
    setUpdated(false);
    try {
      await onSubmit(status, comment.trim());
      setComment('');
      setUpdated(true);
    } catch (failure) {
      setError(errorText(failure, t('issues.updateStatus.failed')));
    } finally {
      setUpdating(false);
    }
  };

  return (
    <form className={styles.statusForm} onSubmit={(event) => void submit(event)}>
      <Select
        label={t('issues.updateStatus.status')}
        options={options}
        value={status}
        disabled={updating}
        onChange={(value) => {
          setStatus(value === clearValue ? fallback : (value as Status));
          setUpdated(false);
        }}
      />
      <label htmlFor={commentId} className={styles.label}>
        {t('issues.updateStatus.comment')}
      </label>
      <textarea
        id={commentId}
        className={styles.comment}
        rows={4}
        value={comment}
        required
        aria-describedby={hintId}
        disabled={updating}
        onChange={(event) => {
          setComment(event.target.value);
          setUpdated(false);
        }}
      />
      <p id={hintId} className={commentValid ? styles.hint : `${styles.hint} ${styles.hintPending}`} aria-live="polite">
        {commentRule === 'issue'
          ? commentValid
            ? t('issues.updateStatus.commentOk')
            : t('issues.updateStatus.commentHint', { min: minIssueCommentLength, remaining })
          : commentValid
            ? t('issues.updateStatus.commentOk')
            : t('issues.thermography.commentHint')}
      </p>
      <div className={styles.actions}>
        {/* Beside the button that did it. */}
        {updated ? <OverlayMessage tone="success">{t('issues.updateStatus.done')}</OverlayMessage> : null}
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" busy={updating} disabled={!commentValid || updating}>
          {t('issues.updateStatus.submit')}
        </Button>
      </div>
      {error ? <OverlayMessage tone="error">{error}</OverlayMessage> : null}
    </form>
  );
}
