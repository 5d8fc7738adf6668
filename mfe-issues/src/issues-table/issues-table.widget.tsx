import { useMemo, type MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { Spinner, isApiError, useT, type IssueRow } from '@portal/shared';
import { DataTable } from '@portal/shared/data-table';
import { dashboardIssueRange, toDay } from '../issues/issue-dates';
import { dashboardIssueColumns } from '../issues/issue-columns';
import { useIssueList, useRevalidateOnIssuesChanged } from '../issues/issues.resource';
import styles from './issues-table.module.css';

/** Spec section 9: dashboard tables show 5 rows. */
export const dashboardPageSize = 5;
const currentIssuesPath = '/aktuelle-fejl';

const rowId = (row: IssueRow) => String(row.id);

/** Dashboard issues table: current issues (status DASHBOARD), 5 rows, a see-all link to /aktuelle-fejl. */
export function IssuesTableWidget() {
  const t = useT();
  const today = toDay(new Date());
  // Recomputed per day only, so the SWR key stays the same between renders.
  const range = useMemo(() => dashboardIssueRange(new Date(`${today}T12:00:00`)), [today]);
  useRevalidateOnIssuesChanged();
  const { data, error, isLoading, hasLocation } = useIssueList(range, 'DASHBOARD');
  const columns = useMemo(() => dashboardIssueColumns(), []);
  const title = t('issues.widget.title');

  const seeAll = (event: MouseEvent<HTMLAnchorElement>) => {
    // single-spa routes the shell (and this remote) without a page reload.
    event.preventDefault();
    navigateToUrl(currentIssuesPath);
  };

  return (
    <section aria-labelledby="issues-widget-title" className={styles.widget} data-testid="issues-table-widget">
      <div className={styles.header}>
        <h2 id="issues-widget-title" className={styles.title}>
          {title}
        </h2>
        <a href={currentIssuesPath} onClick={seeAll} className={styles.seeAll}>
          {t('issues.widget.seeAll')}
        </a>
      </div>
      {!hasLocation ? (
        <p className={styles.notice}>{t('issues.page.noLocation')}</p>
      ) : error ? (
        <p role="alert" className={styles.error}>
          {isApiError(error) && error.message ? error.message : t('issues.page.loadError')}
        </p>
      ) : isLoading && !data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <DataTable<IssueRow> rows={data} columns={columns} getRowId={rowId} tableName={title} pageSize={dashboardPageSize} />
      )}
    </section>
  );
}
