import { OverlayHeader, OverlayMessage, OverlaySection, formatDateTime, useT, type IssueDetails } from '@portal/shared';
import styles from './issue-overlay.module.css';

/** A date (and time) field value. */
export function DateValue({ value }: { value: string | null | undefined }) {
  const text = formatDateTime(value);
  return text && value ? <time dateTime={value}>{text}</time> : null;
}

/** Spec section 3: the issue's notes, each with its value. */
export function IssueNotes({ notes }: { notes: readonly { value: string; created: string }[] }) {
  const t = useT();
  return (
    <OverlaySection titleId="issue-notes-title" title={t('issues.overlay.notes')}>
      {notes.length === 0 ? (
        <OverlayMessage tone="muted">{t('issues.overlay.noNotes')}</OverlayMessage>
      ) : (
        <ul className={styles.notes}>
          {notes.map((note, index) => (
            <li key={`${note.created}-${index}`}>
              <DateValue value={note.created} /> {note.value}
            </li>
          ))}
        </ul>
      )}
    </OverlaySection>
  );
}

interface IssueHeaderProps {
  id: string;
  title: string;
  details: Pick<IssueDetails, 'installation' | 'locationName'>;
}

/** Title and "installation · location" line at the top of both overlays. */
export function IssueHeader({ id, title, details }: IssueHeaderProps) {
  return <OverlayHeader id={id} title={title} subtitle={`${details.installation} · ${details.locationName}`} />;
}
