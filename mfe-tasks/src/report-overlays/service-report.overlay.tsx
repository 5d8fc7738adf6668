import {
  CheckMark,
  CompactTable,
  ErrorState,
  FileList,
  Overlay,
  OverlayActions,
  OverlayFields,
  OverlayHeader,
  OverlayMessage,
  OverlaySection,
  Spinner,
  useSession,
  useT,
  useVocabulary,
  type CompactColumn,
  type ServiceComment,
  type ServiceReport,
  type ServiceReportOverlayProps,
} from '@portal/shared';
import { openServiceReportPdf, useServiceReport } from '../tasks/tasks.resource';
import { DateValue } from './date-value.component';
import { DownloadButton } from './download-button.component';
import styles from './overlay.module.css';

/** The service comments table (spec section 2, overlay tables): when, who, what. */
const commentColumns: readonly CompactColumn<ServiceComment>[] = [
  { id: 'date', headerKey: 'tasks.serviceReport.commentDate', render: (comment) => <DateValue value={comment.date} withTime /> },
  { id: 'person', headerKey: 'tasks.serviceReport.commentPerson', render: (comment) => comment.person },
  { id: 'comment', headerKey: 'tasks.serviceReport.comment', render: (comment) => <span className={styles.commentText}>{comment.comment}</span> },
];
/** Comments have no ids of their own: their place in the report is theirs. */
type NumberedComment = ServiceComment & { position: number };
const commentId = (comment: NumberedComment) => String(comment.position);

/**
 * Spec section 2, Overlays: the service report overlay (every field, files, the checklist accordion, the
 * service comments table, download).
 */
export function ServiceReportOverlay({ taskId, installationNumber }: ServiceReportOverlayProps) {
  const t = useT();
  const { data, error, mutate } = useServiceReport(taskId, installationNumber);
  if (error) return <ErrorState error={error} fallbackKey="tasks.serviceReport.loadError" onRetry={() => void mutate()} />;
  if (!data) return <Spinner label={t('common.loading')} />;
  return <ServiceReportContent report={data} installationNumber={installationNumber} />;
}

export function ServiceReportContent({ report, installationNumber }: { report: ServiceReport; installationNumber: string }) {
  const t = useT();
  const vocabulary = useVocabulary();
  const { customerId } = useSession();
  return (
    <Overlay titleId="service-report-title" testId="service-report-overlay">
      <OverlayHeader id="service-report-title" title={t('tasks.serviceReport.title')} subtitle={report.caseNumber} />
      <OverlayFields
        fields={[
          { labelKey: 'tasks.serviceReport.installationType', value: report.installationType },
          { labelKey: 'tasks.serviceReport.caseNumber', value: report.caseNumber, testId: 'service-report-case' },
          { labelKey: 'tasks.serviceReport.activityType', value: vocabulary(report.activityType) },
          { labelKey: 'tasks.serviceReport.taskName', value: report.taskName },
          { labelKey: 'tasks.serviceReport.installationNumber', value: report.installationNumber },
          { labelKey: 'tasks.serviceReport.responsible', value: report.responsible },
          { labelKey: 'tasks.serviceReport.stopDate', value: <DateValue value={report.stopDate} /> },
          { labelKey: 'tasks.serviceReport.customer', value: report.customer },
        ]}
      />
      <OverlaySection titleId="service-report-files" title={t('tasks.serviceReport.files')}>
        <FileList items={report.files.map((file) => ({ id: file.fileName, url: file.url, displayName: file.displayName, ...(file.shortDescription ? { shortDescription: file.shortDescription } : {}) }))} />
      </OverlaySection>
      <OverlaySection>
        <details className={styles.accordion} open>
          <summary>{t('tasks.serviceReport.checklist', { count: report.checklistLines.length })}</summary>
          {report.checklistLines.length === 0 ? (
            <OverlayMessage tone="muted">{t('tasks.serviceReport.noLines')}</OverlayMessage>
          ) : (
            <ul className={styles.checklist} data-testid="service-report-checklist">
              {report.checklistLines.map((line, index) =>
                line.type === 'header' ? (
                  <li key={index} className={`${styles.checklistLine} ${styles.checklistHeader}`} role="heading" aria-level={4}>
                    {line.description}
                  </li>
                ) : (
                  <li key={index} className={styles.checklistLine}>
                    <CheckMark checked={line.checked} label={line.description} />
                    <span>{line.description}</span>
                  </li>
                ),
              )}
            </ul>
          )}
        </details>
      </OverlaySection>
      <OverlaySection titleId="service-report-comments" title={t('tasks.serviceReport.comments')}>
        <div data-testid="service-report-comments">
          <CompactTable<NumberedComment>
            rows={report.comments.map((comment, position) => ({ ...comment, position }))}
            columns={commentColumns}
            getRowId={commentId}
            tableName={t('tasks.serviceReport.comments')}
            limit={report.comments.length}
          />
        </div>
      </OverlaySection>
      <OverlayActions>
        <DownloadButton
          labelKey="tasks.serviceReport.download"
          testId="service-report-download"
          download={() => (customerId ? openServiceReportPdf(customerId, report.taskId, installationNumber) : Promise.resolve())}
        />
      </OverlayActions>
    </Overlay>
  );
}
