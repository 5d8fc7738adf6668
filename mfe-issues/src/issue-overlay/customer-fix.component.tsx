import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  formatDate,
  isIssueCommentValid,
  minIssueCommentLength,
  openIssueStatusCodes,
  useErrorMessage,
  useT,
  type IssueDetails,
} from '@portal/shared';
import { ChosenFiles, FilePickers } from '@portal/shared/file-pickers';
import styles from './issue-overlay.module.css';

interface Props {
  details: IssueDetails;
  /** Sends the fix; rejects with an ApiError whose message is shown. */
  onSubmit: (comment: string, files: File[]) => Promise<void>;
}

/** The state of the customer's own fix: awaiting the provider's check, or checked on a day. */
export function CustomerFixState({ details }: { details: IssueDetails }) {
  const t = useT();
  const fix = details.customerFix;
  if (!fix) return null;
  return (
    <p className={fix.pending ? styles.fixPending : styles.fixVerified} role="status" data-testid="customer-fix-state">
      {fix.pending ? t('issues.customerFix.pending') : fix.verifiedAt ? t('issues.customerFix.verified', { date: formatDate(fix.verifiedAt) }) : null}
    </p>
  );
}

/**
 * "Vi har selv udbedret fejlen": the customer completes the fault and attaches its evidence (photos, a certificate),
 * which the provider then checks. Closed until asked for, so the overlay's status update stays the first choice.
 */
export function CustomerFix({ details, onSubmit }: Props) {
  const t = useT();
  const errorText = useErrorMessage();
  const ids = { comment: useId(), hint: useId() };
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // An open fault only (the API answers 409 for another).
  if (details.kind !== 'standard' || !(openIssueStatusCodes as readonly string[]).includes(details.status)) return null;

  const add = (added: File[], refused: File | undefined) => {
    setError(refused ? t('issues.customerFix.fileRefused', { name: refused.name }) : null);
    setFiles((previous) => [...previous, ...added]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isIssueCommentValid(comment) || sending) return;
    setSending(true);
    setError(null);
    try {
      await onSubmit(comment.trim(), files);
      setOpen(false);
      setComment('');
      setFiles([]);
    } catch (failure) {
      setError(errorText(failure, t('issues.customerFix.failed')));
    } finally {
      setSending(false);
    }
  };

  if (!open) {
    return (
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('issues.customerFix.open')}
        </Button>
      </div>
    );
  }
  const remaining = Math.max(0, minIssueCommentLength - comment.trim().length);
  return (
    <form className={styles.statusForm} onSubmit={(event) => void submit(event)} data-testid="customer-fix-form">
      <p className={styles.hint}>{t('issues.customerFix.intro')}</p>
      <label htmlFor={ids.comment} className={styles.label}>
        {t('issues.customerFix.comment')}
      </label>
      <textarea id={ids.comment} className={styles.comment} rows={3} value={comment} aria-describedby={ids.hint} onChange={(event) => setComment(event.target.value)} />
      <p id={ids.hint} className={remaining === 0 ? styles.hint : `${styles.hint} ${styles.hintPending}`}>
        {remaining === 0 ? t('issues.updateStatus.commentOk') : t('issues.updateStatus.commentHint', { min: minIssueCommentLength, remaining })}
      </p>
      <span className={styles.label}>{t('issues.customerFix.evidence')}</span>
      <FilePickers photoLabel={t('issues.customerFix.photo')} filesLabel={t('issues.customerFix.documents')} onFiles={add} />
      <ChosenFiles
        files={files}
        label={t('issues.customerFix.chosen')}
        onRemove={(index) => setFiles((previous) => previous.filter((_, at) => at !== index))}
        removeLabel={(name) => t('issues.report.removeFile', { name })}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('issues.customerFix.cancel')}
        </Button>
        <Button type="submit" busy={sending} disabled={!isIssueCommentValid(comment)}>
          {t('issues.customerFix.submit')}
        </Button>
      </div>
    </form>
  );
}
