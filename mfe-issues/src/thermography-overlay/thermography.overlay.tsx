import {
  Overlay,
  OverlayFields,
  OverlaySection,
  VisuallyHidden,
  dispatchDataChanged,
  dispatchOverlayClose,
  useApiLink,
  useSession,
  useT,
  useVocabulary,
  type IssueDetails,
  type ThermographyOverlayProps,
} from '@portal/shared';
import { DateValue, IssueNotes, IssueOverlayHeader } from '../issue-overlay/issue-details.component';
import { IssueHistory } from '../issue-overlay/issue-history.component';
import { thermographyStatusFrom, thermographyStatusOptions, type ThermographyUpdateStatus } from '../issue-overlay/issue-status';
import { StatusUpdate } from '../issue-overlay/status-update.component';
import { IssueFiles } from '../issue-overlay/issue-files.component';
import { IssueDetailsLoader, type IssueDetailsChange } from '../issue-overlay/issue-details-loader.component';
import { updateThermographyStatus } from '../issues/issues.resource';

/** Spec section 2, Overlays: the thermography details overlay. Everything it shows comes from the details call. */
export function ThermographyOverlay(props: ThermographyOverlayProps) {
  return (
    <IssueDetailsLoader issueId={props.issueId} locationCode={props.locationCode}>
      {({ details, locationCode, onChanged }) => <ThermographyOverlayContent details={details} locationCode={locationCode} onChanged={onChanged} />}
    </IssueDetailsLoader>
  );
}

/** The thermography fields the spec gives a place of their own in the overlay; the others follow them. */
const namedFields = new Set(['Tavlenr', 'Tavletype', 'Fejlklasse', 'Fejltype', 'FejlId']);

const digitsOf = (text: string | null | undefined): string => (text ?? '').replace(/\D/g, '');

interface ContentProps {
  details: IssueDetails;
  locationCode: string;
  onChanged: (change: IssueDetailsChange) => void;
}

export function ThermographyOverlayContent({ details, locationCode, onChanged }: ContentProps) {
  const t = useT();
  const apiLink = useApiLink();
  const vocabulary = useVocabulary();
  const { customerId, claims } = useSession();
  const field = (key: string): string | null => details.thermographyFields.find((candidate) => candidate.key === key)?.value ?? null;
  const otherFields = details.thermographyFields.filter((candidate) => !namedFields.has(candidate.key));
  const report = details.thermographyReport;
  // The row's note: the latest transaction's comment.
  const latestNote = details.transactions[0]?.comment ?? details.notes[0]?.value ?? null;
  const issueClass = digitsOf(field('Fejlklasse')) || digitsOf(details.type) || details.type;

  const submitStatus = async (status: ThermographyUpdateStatus, comment: string) => {
    if (!customerId) {
      return;
    }
    const next = await updateThermographyStatus(customerId, details.issueId, locationCode, {
      IssueStatus: status,
      InstallationReferenceCode: details.installationReferenceCode,
      Comment: comment,
      Email: claims?.EmployeeEmail,
      Name: claims?.EmployeeName,
    });
    onChanged(next);
    dispatchDataChanged({ domain: 'issue-status' });
  };

  return (
    <Overlay titleId="thermography-overlay-title" testId="thermography-overlay">
      <IssueOverlayHeader id="thermography-overlay-title" title={t('issues.thermography.title', { number: details.number })} details={details} />

      <OverlayFields
        fields={[
          { labelKey: 'issues.field.lastUpdated', value: <DateValue value={details.updated} /> },
          { labelKey: 'issues.field.person', value: details.updatedBy || details.responsible },
          { labelKey: 'issues.field.issueClass', value: issueClass },
          { labelKey: 'issues.field.tabletNumber', value: details.tabletNumber },
          { labelKey: 'issues.field.tabletType', value: details.tabletType },
          { labelKey: 'issues.field.issueType', value: vocabulary(field('Fejltype')), testId: 'thermography-issue-type' },
          { labelKey: 'issues.field.issueId', value: field('FejlId'), testId: 'thermography-fault-id' },
          {
            labelKey: 'issues.field.file',
            value: report ? (
              <a href={apiLink(report.url)} target="_blank" rel="noopener noreferrer">
                {report.displayName}
                <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
              </a>
            ) : null,
          },
          { labelKey: 'issues.field.note', value: latestNote },
          ...otherFields.map((other) => ({ label: other.type, value: other.value })),
        ]}
      />

      <IssueFiles details={details} locationCode={locationCode} onChanged={onChanged} />

      <IssueNotes notes={details.notes} />

      <OverlaySection titleId="thermography-status-title" title={t('issues.updateStatus.title')}>
        <StatusUpdate
          statuses={thermographyStatusOptions}
          initialStatus={thermographyStatusFrom(details.status)}
          commentRule="thermography"
          onSubmit={submitStatus}
          onCancel={dispatchOverlayClose}
        />
      </OverlaySection>

      <IssueHistory transactions={details.transactions} />
    </Overlay>
  );
}
