import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ExportMenu, SearchBox, useCulture, usePhoneLayout, useSession, useT, type ComplianceWindowMonths, type PortfolioLocation } from '@portal/shared';
import { ComplianceBadge } from './badge.component';
import { LocationCards } from './location-cards.component';
import { formatPercent, worstFaultText } from './format';
import { tableRows, type Sort, type SortKey } from './location-tree';
import { drillDownHref, type DrillDownKind } from '../portfolio/portfolio-paths';
import styles from './overview.module.css';

interface LocationTableProps {
  locations: readonly PortfolioLocation[];
  months: ComplianceWindowMonths;
}

const sortable: { key: SortKey; labelKey: string }[] = [
  { key: 'compliance', labelKey: 'portfolio.table.compliance' },
  { key: 'overdue', labelKey: 'portfolio.table.overdue' },
  { key: 'openIssues', labelKey: 'portfolio.table.openFaults' },
];

/**
 * Every location the user sees, as a tree: sites open to their buildings and rooms. Searchable (a flat list of
 * matches) and sortable by compliance, overdue inspections and open faults (siblings sorted within their parent).
 * A figure opens the list behind it for that location. On a phone the rows are cards (LocationCards).
 */
export function LocationTable({ locations, months }: LocationTableProps) {
  const t = useT();
  const culture = useCulture();
  const { customerId } = useSession();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>({ key: 'name', descending: false });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const phone = usePhoneLayout();
  const rows = useMemo(() => tableRows(locations, sort, expanded, search), [locations, sort, expanded, search]);

  const toggle = (code: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  const sortBy = (key: SortKey) =>
    setSort((current) => (current.key === key ? { key, descending: !current.descending } : { key, descending: key !== 'compliance' }));
  const ariaSort = (key: SortKey) => (sort.key === key ? (sort.descending ? 'descending' : 'ascending') : undefined);
  const figure = (location: PortfolioLocation, kind: DrillDownKind, value: number) =>
    value === 0 ? (
      <span className={styles.zero}>0</span>
    ) : (
      <Link to={drillDownHref({ kind, months, locations: [location.code] })} aria-label={t(`portfolio.table.open.${kind}`, { count: value, name: location.name })}>
        {value}
      </Link>
    );

  return (
    <section className={styles.panel} aria-labelledby="portfolio-table-title">
      <div className={styles.panelHeader}>
        <h2 id="portfolio-table-title" className={styles.panelTitle}>
          {t('portfolio.table.title')}
        </h2>
        <SearchBox value={search} onChange={setSearch} label={t('portfolio.table.search')} />
        {/* Every location in the table's order (all branches open), or the search's matches. */}
        <ExportMenu customerId={customerId} list="locations" params={{ months, q: search, sort: sort.key, dir: sort.descending ? 'desc' : 'asc' }} />
      </div>
      {phone ? (
        <>
          <LocationCards rows={rows} sort={sort} onSort={setSort} searching={search.trim() !== ''} onToggle={toggle} figure={figure} />
          {rows.length === 0 ? <p className={styles.notice}>{t('portfolio.table.noMatch')}</p> : null}
        </>
      ) : (
      <div className={styles.tableScroller}>
        <table className={styles.table} data-testid="portfolio-table">
          <thead>
            <tr>
              <th scope="col" aria-sort={ariaSort('name')}>
                <button type="button" className={styles.sortButton} onClick={() => sortBy('name')}>
                  {t('portfolio.table.location')}
                </button>
              </th>
              {sortable.map(({ key, labelKey }) => (
                <th key={key} scope="col" aria-sort={ariaSort(key)} className={key === 'compliance' ? undefined : styles.number}>
                  <button type="button" className={styles.sortButton} onClick={() => sortBy(key)}>
                    {t(labelKey)}
                    <span aria-hidden="true">{sort.key === key ? (sort.descending ? ' ▼' : ' ▲') : ''}</span>
                  </button>
                </th>
              ))}
              <th scope="col" className={styles.number}>
                {t('portfolio.table.dueSoon')}
              </th>
              <th scope="col">{t('portfolio.table.worstFault')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ location, level, hasChildren, expanded: open }) => (
              <tr key={location.code} data-code={location.code}>
                <th scope="row" className={styles.nameCell} data-level={Math.min(level, 6)}>
                  {hasChildren && search.trim() === '' ? (
                    <button
                      type="button"
                      className={styles.expander}
                      aria-expanded={open}
                      aria-label={t(open ? 'portfolio.table.collapse' : 'portfolio.table.expand', { name: location.name })}
                      onClick={() => toggle(location.code)}
                    >
                      <span aria-hidden="true">{open ? '▾' : '▸'}</span>
                    </button>
                  ) : (
                    <span className={styles.expanderSpace} aria-hidden="true" />
                  )}
                  <span>
                    {location.name} <span className={styles.code}>{location.code}</span>
                  </span>
                </th>
                <td>
                  <span className={styles.compliance}>
                    <span className={styles.percent}>{formatPercent(location.compliancePercent, culture)}</span>
                    <ComplianceBadge badge={location.badge} />
                  </span>
                </td>
                <td className={styles.number}>{figure(location, 'overdue', location.overdue)}</td>
                <td className={styles.number}>{figure(location, 'openFaults', location.openIssues)}</td>
                <td className={styles.number}>{figure(location, 'dueSoon', location.dueSoon)}</td>
                <td>{worstFaultText(location, t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className={styles.notice}>{t('portfolio.table.noMatch')}</p> : null}
      </div>
      )}
    </section>
  );
}
