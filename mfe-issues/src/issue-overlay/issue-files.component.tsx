import { useState } from 'react';
import { Button, FileList, OverlayMessage, OverlaySection, UploadModal, dispatchDataChanged, useErrorMessage, useSession, useT, type FileListItem, type IssueDetails } from '@portal/shared';
import { deleteIssueFile, openIssueReport, uploadIssueFiles } from '../issues/issues.resource';
import type { IssueDetailsChange } from './issue-details-loader.component';

interface IssueFilesProps {
  details: IssueDetails;
  locationCode: string;
  onChanged: (change: IssueDetailsChange) => void;
}

/** What the last action of the section did, said beside its buttons. */
type Outcome = { kind: 'uploaded'; count: number } | { kind: 'reportOpened' } | { kind: 'failed'; message: string } | null;

/**
 * The files of a fault, thermography faults included: the list (with delete), "Upload filer" and
 * "Download rapport", whose outcome shows beside them.
 */
export function IssueFiles({ details, locationCode, onChanged }: IssueFilesProps) {
  const t = useT();
  const errorText = useErrorMessage();
  const { customerId } = useSession();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [reportBusy, setReportBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const files: FileListItem[] = details.files.map((file) => ({ id: file.displayName, url: file.url, displayName: file.displayName }));

  const downloadReport = async () => {
    if (!customerId) {
      return;
    }
    setReportBusy(true);
    setOutcome(null);
    try {
      await openIssueReport(customerId, details.issueId, locationCode);
      setOutcome({ kind: 'reportOpened' });
    } catch (failure) {
      setOutcome({ kind: 'failed', message: errorText(failure, t('issues.report.failed')) });
    } finally {
      setReportBusy(false);
    }
  };

  return (
    <OverlaySection
      titleId="issue-files-title"
      title={t('issues.overlay.files')}
      actions={
        <>
          {outcome?.kind === 'uploaded' || outcome?.kind === 'reportOpened' ? (
            <OverlayMessage tone="success">
              {outcome.kind === 'uploaded' ? t('issues.overlay.uploaded', { count: outcome.count }) : t('issues.overlay.reportOpened')}
            </OverlayMessage>
          ) : null}
          <Button variant="secondary" onClick={() => setUploadOpen(true)}>
            {t('issues.overlay.uploadFiles')}
          </Button>
          <Button variant="secondary" busy={reportBusy} onClick={() => void downloadReport()}>
            {t('issues.overlay.downloadReport')}
          </Button>
        </>
      }
    >
      {outcome?.kind === 'failed' ? <OverlayMessage tone="error">{outcome.message}</OverlayMessage> : null}
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
      <UploadModal
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        onUpload={async (chosen, comment, onProgress) => {
          if (customerId) {
            setOutcome(null);
            const uploaded = await uploadIssueFiles(customerId, details.issueId, chosen, comment, onProgress);
            onChanged((current) => ({ ...current, files: [...current.files, ...uploaded.files] }));
            dispatchDataChanged({ domain: 'issue-files' });
            setOutcome({ kind: 'uploaded', count: uploaded.files.length });
          }
        }}
      />
    </OverlaySection>
  );
}
