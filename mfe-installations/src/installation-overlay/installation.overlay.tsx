import type { ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';
import {
  ErrorState,
  Overlay,
  OverlayHeader,
  Spinner,
  dispatchOverlayClose,
  formatDate,
  portalRoutes,
  useSession,
  useT,
  type InstallationOverlayProps,
  type IssueRow,
} from '@portal/shared';
import type { TaskRow } from '@portal/shared/contract';
import { installationCodePart } from '@portal/shared/rules';
import { InstallationAccordion } from './installation-accordion.component';
import { useInstallationLists, type InstallationLists } from './installation-lists.resource';
import styles from './installation-overlay.module.css';

/**
 * Goes to a list page filtered by `search` (spec section 2: `?tableSearchQuery=`) and closes the overlay, in
 * that order: the page that opened the overlay steps back out of its `?enhed=` entry on a close, unless the
 * address has already left it.
 */
function goToList(path: string, search: string) {
  navigateToUrl(`${path}?tableSearchQuery=${encodeURIComponent(search)}`);
  dispatchOverlayClose();
}

function IssueRows({ rows, path }: { rows: readonly IssueRow[]; path: string }) {
  const t = useT();
  return (
    <ul className={styles.rows}>
      {rows.map((row) => (
        <li key={row.id} className={styles.row}>
          <span>
            {row.number} · {formatDate(row.created)}
          </span>
          <a
            href={`${path}?tableSearchQuery=${encodeURIComponent(row.installationReferenceCode)}`}
            onClick={(event) => {
              event.preventDefault();
              goToList(path, row.installationReferenceCode);
            }}
          >
            {t('installations.overlay.showIssue', { number: row.number })}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The report form with this unit chosen (its code and, to show, its name). */
const reportPath = (code: string, name: string) => `${portalRoutes.faultReport}?installation=${encodeURIComponent(code)}&name=${encodeURIComponent(name)}`;

/** An open task already overdue is on the urgent list, not on the planned one (which starts today). */
const plannedTaskPath = (row: TaskRow) => (row.overdue ? portalRoutes.urgentTasks : portalRoutes.plannedTasks);

function TaskRows({ rows, pathOf }: { rows: readonly TaskRow[]; pathOf: (row: TaskRow) => string }) {
  const t = useT();
  return (
    <ul className={styles.rows}>
      {rows.map((row) => (
        <li key={row.id} className={styles.row}>
          <span>
            {row.number} · {formatDate(row.completed ?? row.due)}
          </span>
          {/* The task number, not the database id: the task lists search the text they show, and the id is not shown. */}
          <a
            href={`${pathOf(row)}?tableSearchQuery=${encodeURIComponent(row.number)}`}
            onClick={(event) => {
              event.preventDefault();
              goToList(pathOf(row), row.number);
            }}
          >
            {t('installations.overlay.showTask', { number: row.number })}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec section 2, Overlays: the installation overlay (a parcel in the shell's slide-in panel). Four
 * accordions: active (no action) and completed issues, planned and completed tasks of the unit, each
 * disabled when empty; every row links to its list filtered by the reference code (issues) or the task number (tasks; the
 * spec says the task id, which the task lists neither show nor search).
 */
export function InstallationOverlay({ installationName, installationCode, installationType }: InstallationOverlayProps) {
  const t = useT();
  const { customerId, locationCode } = useSession();
  const { data, error, isLoading, mutate } = useInstallationLists(customerId, locationCode, installationCode);
  return (
    <InstallationOverlayContent installationName={installationName} installationCode={installationCode} installationType={installationType} lists={data}>
      {isLoading && !data ? <Spinner label={t('common.loading')} /> : null}
      {error ? <ErrorState error={error} fallbackKey="installations.overlay.loadError" onRetry={() => void mutate()} /> : null}
    </InstallationOverlayContent>
  );
}

interface ContentProps extends InstallationOverlayProps {
  /** undefined while loading. */
  lists: InstallationLists | undefined;
  /** The loading or error state. */
  children?: ReactNode;
}

export function InstallationOverlayContent({ installationName, installationCode, installationType, lists, children }: ContentProps) {
  const t = useT();
  const { locationCode } = useSession();
  return (
    <Overlay titleId="installation-overlay-title" testId="installation-overlay">
      <OverlayHeader
        id="installation-overlay-title"
        title={installationName}
        facts={[
          { label: t('installations.column.code'), value: installationCodePart(installationCode), testId: 'overlay-unit' },
          { label: t('installations.column.type'), value: installationType },
          { label: t('record.location'), value: locationCode, testId: 'overlay-location' },
        ]}
      />
      <p className={styles.reportAction}>
        <a
          href={reportPath(installationCode, installationName)}
          className={styles.reportLink}
          onClick={(event) => {
            event.preventDefault();
            navigateToUrl(reportPath(installationCode, installationName));
            dispatchOverlayClose();
          }}
        >
          {t('installations.overlay.reportFault')}
        </a>
      </p>
      {children}
      {lists ? (
        <>
          <InstallationAccordion title={t('installations.overlay.activeIssues')} count={lists.activeIssues.length}>
            <IssueRows rows={lists.activeIssues} path={portalRoutes.currentIssues} />
          </InstallationAccordion>
          <InstallationAccordion title={t('installations.overlay.completedIssues')} count={lists.completedIssues.length}>
            <IssueRows rows={lists.completedIssues} path={portalRoutes.completedIssues} />
          </InstallationAccordion>
          <InstallationAccordion title={t('installations.overlay.plannedTasks')} count={lists.plannedTasks.length}>
            <TaskRows rows={lists.plannedTasks} pathOf={plannedTaskPath} />
          </InstallationAccordion>
          <InstallationAccordion title={t('installations.overlay.completedTasks')} count={lists.completedTasks.length}>
            <TaskRows rows={lists.completedTasks} pathOf={() => portalRoutes.completedTasks} />
          </InstallationAccordion>
        </>
      ) : null}
    </Overlay>
  );
}
