import { useState } from 'react';
import {
  Button,
  Overlay,
  OverlayFields,
  OverlayMessage,
  OverlaySection,
  FileList,
  UploadModal,
  dispatchDataChanged,
  dispatchOverlayClose,
  useSession,
  useT,
  type FileListItem,
  type IssueOverlayProps,
  type IssueDetails,
  useErrorMessage,
} from '@portal/shared';
import { deleteIssueFile, openIssueReport, updateIssueStatus, uploadIssueFiles } from '../issues/issues.resource';
import { IssueDetailsLoader, type IssueDetailsChange } from './issue-details-loader.component';
import { DateValue, IssueHeader, IssueNotes } from './issue-details.component';
import { IssueHistory } from './issue-history.component';
import { issueStatusFromDisplayed, issueStatusOptions, type IssueUpdateStatus } from './issue-status';
import { StatusUpdate } from './status-update.component';


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
    <Overlay titleId="issue-overlay-title" testId="issue-overlay">
      <IssueHeader id="issue-overlay-title" title={t('issues.overlay.title', { number: details.number })} details={details} />

      <OverlayFields
        fields={[
          { labelKey: 'issues.field.number', value: details.number, testId: 'issue-number' },
          { labelKey: 'issues.field.issueId', value: details.issueId },
          { labelKey: 'issues.field.updatedBy', value: details.updatedBy },
          { labelKey: 'issues.field.updated', value: <DateValue value={details.updated} /> },
          { labelKey: 'issues.field.created', value: <DateValue value={details.created} /> },
          { labelKey: 'issues.field.responsible', value: details.responsible },
          { labelKey: 'issues.field.type', value: details.type },
          { labelKey: 'issues.field.tabletNumber', value: details.tabletNumber },
          { labelKey: 'issues.field.tabletType', value: details.tabletType },
          { labelKey: 'issues.field.errorType', value: details.errorType },
          { labelKey: 'issues.field.reference', value: details.reference },
          { labelKey: 'issues.field.installationReferenceCode', value: details.installationReferenceCode },
          { labelKey: 'issues.field.description', value: details.description },
        ]}
      />

      <OverlaySection
        titleId="issue-files-title"
        title={t('issues.overlay.files')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setUploadOpen(true)}>
              {t('issues.overlay.uploadFiles')}
            </Button>
            <Button variant="secondary" busy={reportBusy} onClick={() => void downloadReport()}>
              {t('issues.overlay.downloadReport')}
            </Button>
          </>
        }
      >
        {reportError ? <OverlayMessage tone="error">{reportError}</OverlayMessage> : null}
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
      </OverlaySection>

      <IssueNotes notes={details.notes} />

      <OverlaySection titleId="issue-status-title" title={t('issues.updateStatus.title')}>
        <StatusUpdate
          statuses={issueStatusOptions}
          initialStatus={issueStatusFromDisplayed(details.status)}
          commentRule="issue"
          onSubmit={submitStatus}
          onCancel={dispatchOverlayClose}
        />
      </OverlaySection>

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
    </Overlay>
  );
}
