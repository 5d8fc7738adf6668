import { Link } from 'react-router-dom';
import { useCulture, useT, type ComplianceWindowMonths, type PortfolioTotals } from '@portal/shared';
import { ComplianceBadge } from './badge.component';
import { formatPercent } from './format';
import { drillDownHref, type DrillDownKind } from '../portfolio/portfolio-paths';
import styles from './overview.module.css';

interface TilesProps {
  totals: PortfolioTotals;
  months: ComplianceWindowMonths;
  /** The top-level locations the user sees: a tile's list covers them and everything inside them. */
  roots: readonly string[];
}

/** The five figures over every location the user sees; each opens the list behind it. */
export function OverviewTiles({ totals, months, roots }: TilesProps) {
  const t = useT();
  const culture = useCulture();
  const href = (kind: DrillDownKind) => drillDownHref({ kind, months, locations: roots });
  const bySeverity = totals.openIssuesBySeverity;
  return (
    <ul className={styles.tiles} aria-label={t('portfolio.tiles.label')}>
      <li>
        <Link className={styles.tile} to={href('overdue')} data-testid="tile-compliance">
          <span className={styles.tileLabel}>{t('portfolio.tiles.compliance')}</span>
          <span className={styles.tileValue}>{formatPercent(totals.compliancePercent, culture)}</span>
          <span className={styles.tileDetail}>
            <ComplianceBadge badge={totals.badge} /> {t('portfolio.tiles.complianceDetail', { onTime: totals.onTime, late: totals.late })}
          </span>
        </Link>
      </li>
      <li>
        <Link className={styles.tile} to={href('overdue')} data-testid="tile-overdue">
          <span className={styles.tileLabel}>{t('portfolio.tiles.overdue')}</span>
          <span className={styles.tileValue}>{totals.overdue}</span>
          <span className={styles.tileDetail}>{t('portfolio.tiles.overdueDetail')}</span>
        </Link>
      </li>
      <li>
        <Link className={styles.tile} to={href('dueSoon')} data-testid="tile-due-soon">
          <span className={styles.tileLabel}>{t('portfolio.tiles.dueSoon')}</span>
          <span className={styles.tileValue}>{totals.dueSoon}</span>
          <span className={styles.tileDetail}>{t('portfolio.tiles.dueSoonDetail')}</span>
        </Link>
      </li>
      <li>
        <Link className={styles.tile} to={href('openFaults')} data-testid="tile-open-faults">
          <span className={styles.tileLabel}>{t('portfolio.tiles.openFaults')}</span>
          <span className={styles.tileValue}>{totals.openIssues}</span>
          <span className={styles.tileDetail}>{t('portfolio.tiles.bySeverity', { a: bySeverity.A, b: bySeverity.B, c: bySeverity.C })}</span>
          {totals.awaitingVerification > 0 ? (
            <span className={styles.tileDetail} data-testid="tile-awaiting-verification">
              {t('portfolio.tiles.awaitingVerification', { count: totals.awaitingVerification })}
            </span>
          ) : null}
        </Link>
      </li>
      <li>
        <Link className={styles.tile} to={href('openFaults')} data-testid="tile-oldest-fault">
          <span className={styles.tileLabel}>{t('portfolio.tiles.oldestFault')}</span>
          <span className={styles.tileValue}>
            {totals.oldestOpenIssueDays === null ? '–' : t('portfolio.tiles.days', { days: totals.oldestOpenIssueDays })}
          </span>
          <span className={styles.tileDetail}>
            {totals.worstIssue
              ? t('portfolio.tiles.worst', { number: totals.worstIssue.number, severity: totals.worstIssue.severity ?? '–' })
              : t('portfolio.tiles.noFaults')}
          </span>
        </Link>
      </li>
    </ul>
  );
}
