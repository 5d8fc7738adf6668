import {
  Overlay,
  OverlayFields,
  OverlaySection,
  dispatchDataChanged,
  dispatchOverlayClose,
  useSession,
  useT,
  useVocabulary,
  type IssueOverlayProps,
  type IssueDetails,
} from '@portal/shared';
import { completeByCustomer, updateIssueStatus } from '../issues/issues.resource';
import { IssueFiles } from './issue-files.component';
import { IssueDetailsLoader, type IssueDetailsChange } from './issue-details-loader.component';
import { DateValue, IssueNotes, IssueOverlayHeader } from './issue-details.component';
import { IssueHistory } from './issue-history.component';
import { issueStatusFromDisplayed, issueStatusOptions, type IssueUpdateStatus } from './issue-status';
import { StatusUpdate } from './status-update.component';
import { IssueQuotes } from '../quotes/issue-quotes.component';
import { CustomerFix, CustomerFixState } from './customer-fix.component';


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
  const { customerId, claims } = useSession();

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

  const submitFix = async (comment: string, files: File[]) => {
    if (!customerId) {
      return;
    }
    onChanged(await completeByCustomer(customerId, details.issueId, comment, files));
    dispatchDataChanged({ domain: 'issue-status' });
  };

  return (
    <Overlay titleId="issue-overlay-title" testId="issue-overlay">
      <IssueOverlayHeader id="issue-overlay-title" title={t('issues.overlay.title', { number: details.number })} details={details} />
      <CustomerFixState details={details} />

      <OverlayFields
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

      <IssueFiles details={details} locationCode={locationCode} onChanged={onChanged} />

      <IssueNotes notes={details.notes} />

      <IssueQuotes issueId={details.issueId} />

      <OverlaySection titleId="issue-status-title" title={t('issues.updateStatus.title')}>
        <StatusUpdate
          statuses={issueStatusOptions}
          initialStatus={issueStatusFromDisplayed(details.status)}
          commentRule="issue"
          onSubmit={submitStatus}
          onCancel={dispatchOverlayClose}
        />
        <CustomerFix details={details} onSubmit={submitFix} />
      </OverlaySection>

      <IssueHistory transactions={details.transactions} />

    </Overlay>
  );
}
