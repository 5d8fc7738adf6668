import { useState } from 'react';
import {
  Button,
  FileList,
  UploadModal,
  dispatchDataChanged,
  dispatchOverlayClose,
  useSession,
  useT,
  useVocabulary,
  type FileListItem,
  type IssueOverlayProps,
  type IssueDetails,
  useErrorMessage,
} from '@portal/shared';
import { deleteIssueFile, openIssueReport, updateIssueStatus, uploadIssueFiles } from '../issues/issues.resource';
import { IssueDetailsLoader, type IssueDetailsChange } from './issue-details-loader.component';
import { DateValue, DetailFields, IssueNotes, OverlayHeader } from './issue-details.component';
import { IssueHistory } from './issue-history.component';
import { issueStatusFromDisplayed, issueStatusOptions, type IssueUpdateStatus } from './issue-status';
import { StatusUpdate } from './status-update.component';
import styles from './issue-overlay.module.css';


/** Spec section 2, Overlays: the issue overlay (a parcel in the shell's slide-in panel). */
export function IssueOverlay({ issueId, locationCode }: IssueOverlayProps) {
  return (
    <IssueDetailsLoader issueId={issueId} locationCode={locationCode}>
      {({ details, locationCode: code, onChanged }) => <IssueOverlayContent details={details} locationCode={code} onChanged={onChanged} />}
    </IssueDetailsLoader>
  );
}

interface ContentProps {
  details: IssueDetails;
  locationCode: string;
  /** A write's answer for the cached details (see IssueDetailsLoader). */
  onChanged: (change: IssueDetailsChange) => void;
}

export function IssueOverlayContent({ details, locationCode, onChanged }: ContentProps) {
  const t = useT();
  const vocabulary = useVocabulary();
  const errorText = useErrorMessage();
  const { customerId, claims } = useSession();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [reportBusy, setReportBusy] = useState(false);
  const [reportError, setReportError] = useState<string | null>(null);

  const files: FileListItem[] = details.files.map((file) => ({ id: file.displayName, url: file.url, displayName: file.displayName }));

  const submitStatus = async (status: IssueUpdateStatus, comment: string) => {
    if (!customerId) {
      return;
    }
    const next = await updateIssueStatus(customerId, details.issueId, {
      InstallationReferenceCode: details.installationReferenceCode,
      IssueStatus: status,
      Comment: comment,
      Email: claims?.EmployeeEmail,
      Name: claims?.EmployeeName,
    });
    onChanged(next);
    dispatchDataChanged({ domain: 'issue-status' });
  };

  const downloadReport = async () => {
    if (!customerId) {
      return;
    }
    setReportBusy(true);
    setReportError(null);
    try {
      await openIssueReport(customerId, details.issueId, locationCode);
    } catch (failure) {
      setReportError(errorText(failure, t('issues.report.failed')));
    } finally {
      setReportBusy(false);
    }
  };

  return (
    <article className={styles.overlay} aria-labelledby="issue-overlay-title" data-testid="issue-overlay">
      <OverlayHeader id="issue-overlay-title" title={t('issues.overlay.title', { number: details.number })} details={details} />

      <DetailFields
        fields={[
          { labelKey: 'issues.field.number', value: details.number, testId: 'issue-number' },
          { labelKey: 'issues.field.issueId', value: details.issueId },
          { labelKey: 'issues.field.updatedBy', value: details.updatedBy },
          { labelKey: 'issues.field.updated', value: <DateValue value={details.updated} /> },
          { labelKey: 'issues.field.created', value: <DateValue value={details.created} /> },
          { labelKey: 'issues.field.responsible', value: details.responsible },
          { labelKey: 'issues.field.type', value: vocabulary(details.type) },
          { labelKey: 'issues.field.tabletNumber', value: details.tabletNumber },
          { labelKey: 'issues.field.tabletType', value: details.tabletType },
          { labelKey: 'issues.field.errorType', value: vocabulary(details.errorType) },
          { labelKey: 'issues.field.reference', value: details.reference },
          { labelKey: 'issues.field.installationReferenceCode', value: details.installationReferenceCode },
          { labelKey: 'issues.field.description', value: details.description },
        ]}
      />

      <section aria-labelledby="issue-files-title" className={styles.section}>
        <div className={styles.sectionHeader}>
          <h3 id="issue-files-title" className={styles.sectionTitle}>
            {t('issues.overlay.files')}
          </h3>
          <Button variant="secondary" onClick={() => setUploadOpen(true)}>
            {t('issues.overlay.uploadFiles')}
          </Button>
          <Button variant="secondary" busy={reportBusy} onClick={() => void downloadReport()}>
            {t('issues.overlay.downloadReport')}
          </Button>
        </div>
        {reportError ? (
          <p role="alert" className={styles.error}>
            {reportError}
          </p>
        ) : null}
        <FileList
          items={files}
          onDelete={async (item) => {
            if (customerId) {
              await deleteIssueFile(customerId, details.issueId, item.displayName);
              onChanged((current) => ({ ...current, files: current.files.filter((file) => file.displayName !== item.displayName) }));
              dispatchDataChanged({ domain: 'issue-files' });
            }
          }}
        />
      </section>

      <IssueNotes notes={details.notes} />

      <section aria-labelledby="issue-status-title" className={styles.section}>
        <h3 id="issue-status-title" className={styles.sectionTitle}>
          {t('issues.updateStatus.title')}
        </h3>
        <StatusUpdate
          statuses={issueStatusOptions}
          initialStatus={issueStatusFromDisplayed(details.status)}
          commentRule="issue"
          onSubmit={submitStatus}
          onCancel={dispatchOverlayClose}
        />
      </section>

      <IssueHistory transactions={details.transactions} />

      <UploadModal
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        onUpload={async (chosen, comment, onProgress) => {
          if (customerId) {
            const uploaded = await uploadIssueFiles(customerId, details.issueId, chosen, comment, onProgress);
            onChanged((current) => ({ ...current, files: [...current.files, ...uploaded.files] }));
            dispatchDataChanged({ domain: 'issue-files' });
          }
        }}
      />
    </article>
  );
}
