import {
  CheckMark,
  ErrorState,
  Overlay,
  OverlayActions,
  OverlayFields,
  OverlayHeader,
  OverlaySection,
  Spinner,
  useSession,
  useT,
  type ControlCheck,
  type ControlReport,
  type ControlSchemaOverlayProps,
} from '@portal/shared';
import { openControlSchemaPdf, useControlReport } from '../tasks/tasks.resource';
import { DateValue } from './date-value.component';
import { DownloadButton } from './download-button.component';
import styles from './overlay.module.css';

/** Spec section 2, Overlays: the control report overlay (every field, item count, the checklist table, downloads). */
export function ControlSchemaOverlay(props: ControlSchemaOverlayProps) {
  const t = useT();
  const { data, error, mutate } = useControlReport(props);
  if (error) return <ErrorState error={error} fallbackKey="tasks.controlReport.loadError" onRetry={() => void mutate()} />;
  if (!data) return <Spinner label={t('common.loading')} />;
  return <ControlReportContent report={data} overlay={props} />;
}

/** Spec section 3: a name containing '.check' is a check mark ticked by '1'; other names show their value. */
function CheckValue({ check }: { check: ControlCheck }) {
  if (check.name.includes('.check')) {
    return <CheckMark checked={check.completed === '1'} label={check.name.replace('.check', '')} />;
  }
  return <>{check.completed}</>;
}

export function ControlReportContent({ report, overlay }: { report: ControlReport; overlay: ControlSchemaOverlayProps }) {
  const t = useT();
  const { customerId } = useSession();
  return (
    <Overlay titleId="control-report-title" testId="control-report-overlay">
      <OverlayHeader id="control-report-title" title={t('tasks.controlReport.title')} subtitle={report.reportFile} />
      <OverlayFields
        fields={[
          { labelKey: 'tasks.controlReport.installationType', value: report.installationType },
          { labelKey: 'tasks.controlReport.installationId', value: report.installationId },
          { labelKey: 'tasks.controlReport.itemCount', value: report.items.length, testId: 'control-report-items' },
          { labelKey: 'tasks.controlReport.installationName', value: report.installationName },
          { labelKey: 'tasks.controlReport.company', value: report.company },
          { labelKey: 'tasks.controlReport.department', value: report.department },
          { labelKey: 'tasks.controlReport.responsible', value: report.responsible },
          { labelKey: 'tasks.controlReport.date', value: <DateValue value={report.date} /> },
          { labelKey: 'tasks.controlReport.locationName', value: report.locationName },
        ]}
      />
      <OverlaySection titleId="control-report-checklist" title={t('tasks.controlReport.checklist')}>
        <table className={styles.table} data-testid="control-report-checklist">
          <thead>
            <tr>
              <th scope="col">{t('tasks.controlReport.item')}</th>
              <th scope="col">{t('tasks.controlReport.check')}</th>
              <th scope="col">{t('tasks.controlReport.value')}</th>
            </tr>
          </thead>
          <tbody>
            {report.items.flatMap((item, itemIndex) =>
              (item.checklist.length === 0 ? [null] : item.checklist).map((check, index) => (
                <tr key={`${itemIndex}-${index}`}>
                  <td>{index === 0 ? item.name : ''}</td>
                  <td>{check ? check.name.replace('.check', '') : ''}</td>
                  <td>{check ? <CheckValue check={check} /> : ''}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </OverlaySection>
      <OverlayActions>
        <DownloadButton
          labelKey="tasks.controlReport.download"
          testId="control-report-download"
          download={() => (customerId ? openControlSchemaPdf(customerId, overlay) : Promise.resolve())}
        />
      </OverlayActions>
    </Overlay>
  );
}
