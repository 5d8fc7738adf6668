import { Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorState, Select, Spinner, retryableLazy, useT, type PortfolioLocation } from '@portal/shared';
import { LocationTable } from './location-table.component';
import { OverviewTiles } from './overview-tiles.component';
import { monthsOf, windowChoices } from '../portfolio/portfolio-paths';
import { usePortfolioOverview, usePortfolioTrend } from '../portfolio/portfolio.resource';
import styles from './overview.module.css';

// Leaflet and Highcharts: chunks of their own, fetched when the page shows them (retried like every lazy part).
const PortfolioMap = retryableLazy(() => import('./portfolio-map.component').then((module) => module.default));
const TrendChart = retryableLazy(() => import('./trend-chart.component').then((module) => module.default));

const located = (location: PortfolioLocation) => location.latitude !== null && location.longitude !== null;

/**
 * /overblik: where every location the user may see stands over the chosen window (`?months=`, in the URL so a
 * view can be bookmarked): tiles, the locations' table, the map and the monthly trend.
 */
export default function OverviewPage() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const months = monthsOf(search.get('months'));
  const overview = usePortfolioOverview(months);
  const trend = usePortfolioTrend(months);
  const [selected, setSelected] = useState<string | null>(null);
  const onSelect = useCallback((code: string) => setSelected(code), []);

  const locations = overview.data?.locations;
  const { onMap, offMap, roots } = useMemo(
    () => ({
      onMap: (locations ?? []).filter(located),
      offMap: (locations ?? []).filter((location) => !located(location)),
      roots: (locations ?? []).filter((location) => location.depth === 0).map((location) => location.code),
    }),
    [locations],
  );
  const chosen = selected ? locations?.find((location) => location.code === selected) : undefined;

  return (
    <section className={styles.page} aria-labelledby="portfolio-title">
      <div className={styles.header}>
        <h1 id="portfolio-title" className={styles.title}>
          {t('portfolio.route.title')}
        </h1>
        <Select
          label={t('portfolio.window.label')}
          value={String(months)}
          options={windowChoices.map((choice) => ({ value: String(choice), label: t('portfolio.window.months', { months: choice }) }))}
          onChange={(value) => setSearch({ months: value }, { replace: true })}
        />
      </div>
      {overview.error ? <ErrorState error={overview.error} fallbackKey="portfolio.loadError" /> : null}
      {!overview.data && !overview.error ? <Spinner label={t('common.loading')} /> : null}
      {overview.data ? (
        <>
          <p className={styles.window}>{t('portfolio.window.range', { from: overview.data.window.from, to: overview.data.window.to })}</p>
          <OverviewTiles totals={overview.data.totals} months={months} roots={roots} />
          <div className={styles.mapRow}>
            <section className={styles.panel} aria-labelledby="portfolio-map-title">
              <h2 id="portfolio-map-title" className={styles.panelTitle}>
                {t('portfolio.map.title')}
              </h2>
              <Suspense fallback={<Spinner label={t('common.loading')} />}>
                <PortfolioMap located={onMap} onSelect={onSelect} />
              </Suspense>
              <p className={styles.legend}>
                <span className={styles.legendA}>{t('portfolio.map.legendA')}</span>
                <span className={styles.legendB}>{t('portfolio.map.legendB')}</span>
                <span className={styles.legendC}>{t('portfolio.map.legendC')}</span>
                <span className={styles.legendNone}>{t('portfolio.map.legendNone')}</span>
              </p>
              {chosen ? (
                <p className={styles.chosen} aria-live="polite">
                  {t('portfolio.map.chosen', { name: chosen.name, open: chosen.openIssues, overdue: chosen.overdue })}
                </p>
              ) : null}
            </section>
            <section className={styles.panel} aria-labelledby="portfolio-unplaced-title">
              <h2 id="portfolio-unplaced-title" className={styles.panelTitle}>
                {t('portfolio.map.unplaced', { count: offMap.length })}
              </h2>
              {offMap.length === 0 ? (
                <p className={styles.notice}>{t('portfolio.map.allPlaced')}</p>
              ) : (
                <ul className={styles.unplaced} data-testid="portfolio-unplaced">
                  {offMap.map((location) => (
                    <li key={location.code}>
                      {location.name} <span className={styles.code}>{location.code}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          <LocationTable locations={overview.data.locations} months={months} />
        </>
      ) : null}
      <section className={styles.panel} aria-label={t('portfolio.trend.title')}>
        {trend.error ? <ErrorState error={trend.error} fallbackKey="portfolio.loadError" /> : null}
        {trend.data ? (
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <TrendChart months={trend.data.months} />
          </Suspense>
        ) : null}
      </section>
    </section>
  );
}
