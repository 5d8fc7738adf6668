import { OverlayHeader, OverlayMessage, OverlaySection, formatZonedDateTime, useT, type IssueDetails } from '@portal/shared';
import styles from './issue-overlay.module.css';

/** A date (and time) field value. */
export function DateValue({ value }: { value: string | null | undefined }) {
  const text = formatZonedDateTime(value);
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

interface IssueOverlayHeaderProps {
  id: string;
  title: string;
  details: Pick<IssueDetails, 'installation' | 'locationName' | 'created'>;
}

/** The portal's record header for both issue overlays: the fault's number, its unit, location and created date. */
export function IssueOverlayHeader({ id, title, details }: IssueOverlayHeaderProps) {
  const t = useT();
  return (
    <OverlayHeader
      id={id}
      title={title}
      facts={[
        { label: t('record.unit'), value: details.installation, testId: 'overlay-unit' },
        { label: t('record.location'), value: details.locationName, testId: 'overlay-location' },
        { label: t('record.created'), value: details.created ? <DateValue value={details.created} /> : null, testId: 'overlay-date' },
      ]}
    />
  );
}
