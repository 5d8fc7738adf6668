import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { Button, ErrorState, SearchBox, Spinner, matchesSearch, useT, type LocationNode } from '@portal/shared';
import { NO_DATA_SUFFIX, chartSeries, filterTree, flattenLocations, hasData, topLevelCodes, type ChartEntry } from './chart-data';
import { useLocationTree } from './chart.resource';
import { LocationCheckboxTree } from './location-checkbox-tree.component';
import { LocationStatisticsSource, type StatisticsResult } from './location-statistics-source.component';
import styles from './chart.module.css';

/** Highcharts only here, in a chunk of its own (vendor-chart): never on the dashboard or the sign-in page. */
const ChartView = lazy(() => import('./chart-view.component'));

/**
 * /chart (spec section 2): the customer's locations as a tree of checkboxes with a text filter (name or
 * code), every top-level site checked at first, and one bar group per checked location with the four
 * series, each asked with the spec's call for that location. Groups follow the tree's order.
 */
export function ChartPage() {
  const t = useT();
  const tree = useLocationTree();
  const [filter, setFilter] = useState('');
  // null until the user changes the choice: then the default (every top-level site) follows the tree.
  const [chosen, setChosen] = useState<readonly string[] | null>(null);
  const [results, setResults] = useState<Readonly<Record<string, StatisticsResult>>>({});
  const onResult = useCallback(
    (code: string, result: StatisticsResult) =>
      setResults((current) => (current[code]?.data === result.data && current[code]?.error === result.error ? current : { ...current, [code]: result })),
    [],
  );

  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const defaults = useMemo(() => topLevelCodes(nodes), [nodes]);
  const checked = useMemo(() => new Set(chosen ?? defaults), [chosen, defaults]);
  const selected = useMemo(() => flattenLocations(nodes).filter((location) => checked.has(location.code)).map((location) => location.code), [nodes, checked]);
  const shown = useMemo(
    () => (filter.trim() === '' ? nodes : filterTree(nodes, (node) => matchesSearch(node.name, filter) || matchesSearch(node.code, filter))),
    [nodes, filter],
  );
  const entries = useMemo(
    () =>
      selected.flatMap((code): ChartEntry[] => {
        const data = results[code]?.data;
        return data ? [{ code, ...data }] : [];
      }),
    [selected, results],
  );
  const loading = selected.some((code) => !results[code]?.data && !results[code]?.error);
  const failed = selected.flatMap((code) => {
    const result = results[code];
    return result?.error === undefined ? [] : [result];
  });
  const retryFailed = () => failed.forEach((result) => result.retry());
  const noData = new Set(entries.filter((entry) => !hasData(entry)).map((entry) => entry.code));
  const chart = useMemo(() => chartSeries(entries, t), [entries, t]);

  const toggle = (code: string, on: boolean) =>
    setChosen((current) => {
      const base = current ?? defaults;
      return on ? [...base.filter((known) => known !== code), code] : base.filter((known) => known !== code);
    });
  const label = (node: LocationNode) => (noData.has(node.code) ? `${node.name}${NO_DATA_SUFFIX}` : node.name);

  return (
    <section className={styles.page} aria-labelledby="chart-title">
      <h1 id="chart-title" className={styles.title}>
        {t('chart.page.title')}
      </h1>
      {tree.error ? <ErrorState error={tree.error} fallbackKey="chart.locationsError" onRetry={() => void tree.mutate()} /> : null}
      <div className={styles.layout}>
        <fieldset className={styles.picker}>
          <legend className={styles.legend}>{t('chart.locations')}</legend>
          <SearchBox value={filter} onChange={setFilter} label={t('chart.filter')} placeholder={t('chart.filter')} />
          <LocationCheckboxTree nodes={shown} checked={checked} onToggle={toggle} label={label} expandAll={filter.trim() !== ''} />
          <div className={styles.choices}>
            <Button variant="secondary" onClick={() => setChosen(null)}>
              {t('chart.topLevel')}
            </Button>
            <Button variant="secondary" onClick={() => setChosen([])} disabled={selected.length === 0}>
              {t('chart.clear')}
            </Button>
          </div>
        </fieldset>
        <div className={styles.result}>
          {selected.map((code) => (
            <LocationStatisticsSource key={code} code={code} onResult={onResult} />
          ))}
          {failed[0] ? <ErrorState error={failed[0].error} fallbackKey="chart.loadError" onRetry={retryFailed} /> : null}
          {selected.length === 0 ? (
            <p className={styles.notice}>{t('chart.empty')}</p>
          ) : loading && entries.length === 0 ? (
            <Spinner label={t('common.loading')} />
          ) : chart.categories.length > 0 ? (
            <Suspense fallback={<Spinner label={t('common.loading')} />}>
              <ChartView title={t('chart.page.title')} categories={chart.categories} series={chart.series} yAxisTitle={t('chart.yAxis')} />
            </Suspense>
          ) : (
            <p className={styles.notice}>{t('chart.noData')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
