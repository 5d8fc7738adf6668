import { Link, useSearchParams } from 'react-router-dom';
import { ErrorState, Spinner, formatDate, taskStatusLabelKey, useT, type IssueRow, type TaskRow } from '@portal/shared';
import { drillDownOf, OVERVIEW_PATH, type DrillDown } from '../portfolio/portfolio-paths';
import { useDrillDownRows } from '../portfolio/portfolio.resource';
import styles from './drill-down.module.css';

function TaskTable({ rows }: { rows: readonly TaskRow[] }) {
  const t = useT();
  return (
    <table className={styles.table} data-testid="drill-down-table">
      <thead>
        <tr>
          <th scope="col">{t('portfolio.list.location')}</th>
          <th scope="col">{t('portfolio.list.installation')}</th>
          <th scope="col">{t('portfolio.list.task')}</th>
          <th scope="col">{t('portfolio.list.due')}</th>
          <th scope="col">{t('portfolio.list.status')}</th>
        </tr>
      </thead>
      <tbody>
        {[...rows]
          .sort((a, b) => a.due.localeCompare(b.due))
          .map((row) => (
            <tr key={row.id} data-number={row.number}>
              <td>
                {row.locationName} <span className={styles.code}>{row.location}</span>
              </td>
              <td>{row.installation}</td>
              <td>
                {row.name} <span className={styles.code}>{row.number}</span>
              </td>
              <td>{formatDate(row.due)}</td>
              <td>{t(`portfolio.list.taskStatus.${taskStatusLabelKey(row.status)}`)}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

function IssueTable({ rows }: { rows: readonly IssueRow[] }) {
  const t = useT();
  return (
    <table className={styles.table} data-testid="drill-down-table">
      <thead>
        <tr>
          <th scope="col">{t('portfolio.list.location')}</th>
          <th scope="col">{t('portfolio.list.installation')}</th>
          <th scope="col">{t('portfolio.list.fault')}</th>
          <th scope="col">{t('portfolio.list.created')}</th>
          <th scope="col">{t('portfolio.list.status')}</th>
        </tr>
      </thead>
      <tbody>
        {[...rows]
          .sort((a, b) => a.created.localeCompare(b.created))
          .map((row) => (
            <tr key={row.id} data-number={row.number}>
              <td>
                {row.locationName} <span className={styles.code}>{row.locationCode}</span>
              </td>
              <td>{row.installation}</td>
              <td>{row.number}</td>
              <td>{formatDate(row.created)}</td>
              <td>{t(`portfolio.list.issueStatus.${row.status}`)}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

function DrillDownList({ drillDown }: { drillDown: DrillDown }) {
  const t = useT();
  const { tasks, issues, isTasks, from, to } = useDrillDownRows(drillDown);
  const list = isTasks ? tasks : issues;
  return (
    <>
      <p className={styles.summary}>
        {t(`portfolio.list.summary.${drillDown.kind}`, { locations: drillDown.locations.join(', '), from: formatDate(from), to: formatDate(to) })}
      </p>
      {list.error ? <ErrorState error={list.error} fallbackKey="portfolio.list.loadError" /> : null}
      {!list.data && !list.error ? <Spinner label={t('common.loading')} /> : null}
      {list.data ? (
        <>
          <p className={styles.count} aria-live="polite">
            {t('portfolio.list.count', { count: list.data.length })}
          </p>
          {isTasks ? <TaskTable rows={tasks.data ?? []} /> : <IssueTable rows={issues.data ?? []} />}
        </>
      ) : null}
    </>
  );
}

/**
 * /overblik/liste?kind=&months=&locations=: what a figure of the overview counts, for those locations with their
 * sub-locations, from the spec's calls for several locations; the URL carries the selection.
 */
export default function DrillDownPage() {
  const t = useT();
  const [search] = useSearchParams();
  const drillDown = drillDownOf(search);
  return (
    <section className={styles.page} aria-labelledby="drill-down-title">
      <p>
        <Link to={`${OVERVIEW_PATH}?months=${drillDown?.months ?? ''}`}>{t('portfolio.list.back')}</Link>
      </p>
      <h1 id="drill-down-title" className={styles.title}>
        {drillDown ? t(`portfolio.list.title.${drillDown.kind}`) : t('portfolio.list.invalid')}
      </h1>
      {drillDown ? <DrillDownList drillDown={drillDown} /> : null}
    </section>
  );
}
