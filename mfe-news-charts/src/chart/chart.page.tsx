import { Suspense, lazy, useCallback, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Button, ErrorState, SearchBox, Spinner, matchesSearch, useT } from '@portal/shared';
import { NO_DATA_SUFFIX, chartSeries, flattenLocations, hasData, type ChartEntry, type ChartLocation } from './chart-data';
import { useLocationTree } from './chart.resource';
import { LocationStatisticsSource, type StatisticsResult } from './location-statistics-source.component';
import styles from './chart.module.css';

/** Highcharts only here, in a chunk of its own (vendor-chart): never on the dashboard or the sign-in page. */
const ChartView = lazy(() => import('./chart-view.component'));

const selectedOptions = (select: HTMLSelectElement): string[] => Array.from(select.selectedOptions, (option) => option.value);

/**
 * /chart (spec section 2): a text filter over the location list, the available and the selected
 * locations as multi-selects (keyboard: arrows choose, Enter moves, or the buttons), and one bar group
 * per selected location with the four series, each asked with the spec's call for that location.
 */
export function ChartPage() {
  const t = useT();
  const availableId = useId();
  const selectedId = useId();
  const tree = useLocationTree();
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [highlighted, setHighlighted] = useState<{ available: string[]; selected: string[] }>({ available: [], selected: [] });
  const [results, setResults] = useState<Readonly<Record<string, StatisticsResult>>>({});
  const onResult = useCallback(
    (code: string, result: StatisticsResult) =>
      setResults((current) => (current[code]?.data === result.data && current[code]?.error === result.error ? current : { ...current, [code]: result })),
    [],
  );

  const locations = useMemo(() => flattenLocations(tree.data ?? []), [tree.data]);
  const byCode = useMemo(() => new Map(locations.map((location) => [location.code, location])), [locations]);
  const available = locations.filter((location) => !selected.includes(location.code) && matchesSearch(location.name, filter));
  // In the order chosen; a location whose counts are still on the way joins the chart when they arrive.
  const entries = useMemo(
    () =>
      selected.flatMap((code): ChartEntry[] => {
        const data = results[code]?.data;
        return data ? [{ code, ...data }] : [];
      }),
    [selected, results],
  );
  const loading = selected.some((code) => !results[code]?.data && !results[code]?.error);
  const loadError = selected.map((code) => results[code]?.error).find((error) => error !== undefined);
  const noData = new Set(entries.filter((entry) => !hasData(entry)).map((entry) => entry.code));
  const chart = useMemo(() => chartSeries(entries, t), [entries, t]);

  const add = (codes: readonly string[]) => {
    if (codes.length === 0) return;
    setSelected((current) => [...current, ...codes.filter((code) => !current.includes(code))]);
    setHighlighted((current) => ({ ...current, available: [] }));
  };
  const remove = (codes: readonly string[]) => {
    setSelected((current) => current.filter((code) => !codes.includes(code)));
    setHighlighted((current) => ({ ...current, selected: [] }));
  };
  const onEnter = (event: KeyboardEvent<HTMLSelectElement>, move: (codes: string[]) => void) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      move(selectedOptions(event.currentTarget));
    }
  };
  const label = (location: ChartLocation) => (noData.has(location.code) ? `${location.name}${NO_DATA_SUFFIX}` : location.name);

  return (
    <section className={styles.page} aria-labelledby="chart-title">
      <h1 id="chart-title" className={styles.title}>
        {t('chart.page.title')}
      </h1>
      {tree.error ? <ErrorState error={tree.error} fallbackKey="chart.locationsError" /> : null}
      <div className={styles.picker}>
        <div className={styles.column}>
          <SearchBox value={filter} onChange={setFilter} label={t('chart.filter')} placeholder={t('chart.filter')} />
          <label htmlFor={availableId} className={styles.label}>
            {t('chart.available')}
          </label>
          <select
            id={availableId}
            multiple
            size={10}
            className={styles.select}
            value={highlighted.available}
            onChange={(event) => {
              // Read now: React clears currentTarget before the updater runs.
              const codes = selectedOptions(event.currentTarget);
              setHighlighted((current) => ({ ...current, available: codes }));
            }}
            onKeyDown={(event) => onEnter(event, add)}
            onDoubleClick={(event) => add(selectedOptions(event.currentTarget))}
            data-testid="chart-available"
          >
            {available.map((location) => (
              <option key={location.code} value={location.code}>
                {location.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.moves}>
          <Button variant="secondary" onClick={() => add(highlighted.available)} disabled={highlighted.available.length === 0}>
            {t('chart.add')}
          </Button>
          <Button variant="secondary" onClick={() => remove(highlighted.selected)} disabled={highlighted.selected.length === 0}>
            {t('chart.remove')}
          </Button>
        </div>
        <div className={styles.column}>
          <label htmlFor={selectedId} className={styles.label}>
            {t('chart.selected')}
          </label>
          <select
            id={selectedId}
            multiple
            size={10}
            className={styles.select}
            value={highlighted.selected}
            onChange={(event) => {
              const codes = selectedOptions(event.currentTarget);
              setHighlighted((current) => ({ ...current, selected: codes }));
            }}
            onKeyDown={(event) => onEnter(event, remove)}
            onDoubleClick={(event) => remove(selectedOptions(event.currentTarget))}
            data-testid="chart-selected"
          >
            {selected.map((code) => {
              const location = byCode.get(code) ?? { code, name: code };
              return (
                <option key={code} value={code}>
                  {label(location)}
                </option>
              );
            })}
          </select>
        </div>
      </div>
      {selected.map((code) => (
        <LocationStatisticsSource key={code} code={code} onResult={onResult} />
      ))}
      {loadError !== undefined ? <ErrorState error={loadError} fallbackKey="chart.loadError" /> : null}
      {selected.length === 0 ? (
        <p className={styles.notice}>{t('chart.empty')}</p>
      ) : loading && entries.length === 0 ? (
        <Spinner label={t('common.loading')} />
      ) : chart.categories.length > 0 ? (
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <ChartView title={t('chart.page.title')} categories={chart.categories} series={chart.series} yAxisTitle={t('chart.yAxis')} />
        </Suspense>
      ) : null}
    </section>
  );
}
