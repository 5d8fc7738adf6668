import type { ReactNode } from 'react';
import { Card, CardList, Select, useCulture, useT, type PortfolioLocation } from '@portal/shared';
import { ComplianceBadge } from './badge.component';
import { formatPercent, worstFaultText } from './format';
import type { Sort, SortKey, TableRow } from './location-tree';
import type { DrillDownKind } from '../portfolio/portfolio-paths';
import styles from './location-cards.module.css';

/** The phone's sort choices: each of the table's sortable columns, either way. */
const sortKeys: { key: SortKey; labelKey: string }[] = [
  { key: 'name', labelKey: 'portfolio.table.location' },
  { key: 'compliance', labelKey: 'portfolio.table.compliance' },
  { key: 'overdue', labelKey: 'portfolio.table.overdue' },
  { key: 'openIssues', labelKey: 'portfolio.table.openFaults' },
];

export const sortValue = (sort: Sort): string => `${sort.key}:${sort.descending ? 'desc' : 'asc'}`;

export function sortOf(value: string): Sort {
  const [key, direction] = value.split(':');
  return { key: (sortKeys.find((choice) => choice.key === key)?.key ?? 'name'), descending: direction === 'desc' };
}

export interface LocationCardsProps {
  rows: readonly TableRow[];
  sort: Sort;
  onSort: (sort: Sort) => void;
  /** Searching: a flat list of matches, nothing to open or close. */
  searching: boolean;
  onToggle: (code: string) => void;
  /** A figure as the link to the list behind it (the table's), or its 0. */
  figure: (location: PortfolioLocation, kind: DrillDownKind, value: number) => ReactNode;
}

/**
 * The locations on a phone, a card each: name and code, the compliance figure with its badge (colour and text),
 * the overdue, open-fault and due-soon figures as links to their lists (as the table's), the worst fault, and the
 * button that shows the locations under it. The table's column headers sort; here a select does.
 */
export function LocationCards({ rows, sort, onSort, searching, onToggle, figure }: LocationCardsProps) {
  const t = useT();
  const culture = useCulture();
  const options = sortKeys.flatMap(({ key, labelKey }) =>
    [false, true].map((descending) => ({
      value: sortValue({ key, descending }),
      label: t(descending ? 'portfolio.table.sortDescending' : 'portfolio.table.sortAscending', { column: t(labelKey) }),
    })),
  );
  const figures: { kind: DrillDownKind; labelKey: string; value: (location: PortfolioLocation) => number }[] = [
    { kind: 'overdue', labelKey: 'portfolio.table.overdue', value: (location) => location.overdue },
    { kind: 'openFaults', labelKey: 'portfolio.table.openFaults', value: (location) => location.openIssues },
    { kind: 'dueSoon', labelKey: 'portfolio.table.dueSoon', value: (location) => location.dueSoon },
  ];
  return (
    <>
      <Select className={styles.sort} label={t('table.cards.sortBy')} value={sortValue(sort)} options={options} onChange={(value) => onSort(sortOf(value))} />
      <CardList label={t('portfolio.table.title')} testId="location-cards">
        {rows.map(({ location, level, hasChildren, expanded }) => (
          <Card
            key={location.code}
            testId="location-card"
            title={
              <span className={styles.name} data-level={Math.min(level, 6)}>
                {location.name} <span className={styles.code}>{location.code}</span>
              </span>
            }
            chips={
              <span className={styles.compliance}>
                <span>
                  {t('portfolio.table.compliance')}: {formatPercent(location.compliancePercent, culture)}
                </span>
                <ComplianceBadge badge={location.badge} />
              </span>
            }
            controls={
              hasChildren && !searching ? (
                <button
                  type="button"
                  className={styles.expander}
                  aria-expanded={expanded}
                  aria-label={t(expanded ? 'portfolio.table.collapse' : 'portfolio.table.expand', { name: location.name })}
                  onClick={() => onToggle(location.code)}
                >
                  <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
                  {t(expanded ? 'portfolio.table.hideChildren' : 'portfolio.table.showChildren')}
                </button>
              ) : null
            }
          >
            <dl className={styles.figures}>
              {figures.map(({ kind, labelKey, value }) => (
                <div key={kind} className={styles.figure}>
                  <dt>{t(labelKey)}</dt>
                  <dd>{figure(location, kind, value(location))}</dd>
                </div>
              ))}
            </dl>
            <p className={styles.worst}>
              {t('portfolio.table.worstFault')}: {worstFaultText(location, t)}
            </p>
          </Card>
        ))}
      </CardList>
    </>
  );
}
