import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';
import { chartDescriptions, chartLanguage, localeOf, useCulture, useT, type PortfolioTrendMonth } from '@portal/shared';
import styledChart from '@portal/shared/styled-chart.module.css';
import styles from './trend.module.css';

/**
 * The monthly trend: inspections due, on time and late (columns), faults found and closed (lines). Highcharts in
 * styled mode (colours from trend.module.css; the page's CSP refuses Highcharts' own inline styles), in this lazily
 * loaded chunk only.
 */
export default function TrendChart({ months }: { months: readonly PortfolioTrendMonth[] }) {
  const t = useT();
  const culture = useCulture();
  const options = useMemo<Highcharts.Options>(() => {
    const locale = localeOf[culture];
    const monthName = new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
    const title = t('portfolio.trend.title');
    return {
      chart: { height: 320, styledMode: true },
      // Wrapped on a narrow screen rather than shrunk below the portal's smallest text (minScale 1).
      title: { text: title, minScale: 1 },
      credits: { enabled: false },
      // The screen-reader texts in the user's language (Highcharts ships English only).
      lang: chartLanguage(t, locale, { title, categoriesName: t('portfolio.trend.months'), valuesName: t('portfolio.trend.axis') }),
      accessibility: { enabled: true, keyboardNavigation: { enabled: true }, ...chartDescriptions(t) },
      xAxis: { categories: months.map((entry) => monthName.format(new Date(`${entry.month}-01T00:00:00Z`))) },
      yAxis: { min: 0, allowDecimals: false, title: { text: t('portfolio.trend.axis') } },
      tooltip: { shared: true },
      // The legend is a key, not a set of switches: all five series always show, for mouse, touch and keyboard
      // alike (its items would be 19 px buttons on a phone, under the 44 px touch target).
      legend: { accessibility: { enabled: false, keyboardNavigation: { enabled: false } } },
      plotOptions: { series: { events: { legendItemClick: () => false } } },
      series: [
        { type: 'column', name: t('portfolio.trend.due'), colorIndex: 0, data: months.map((entry) => entry.due) },
        { type: 'column', name: t('portfolio.trend.onTime'), colorIndex: 1, data: months.map((entry) => entry.onTime) },
        { type: 'column', name: t('portfolio.trend.late'), colorIndex: 2, data: months.map((entry) => entry.late) },
        { type: 'line', name: t('portfolio.trend.found'), colorIndex: 3, data: months.map((entry) => entry.issuesFound) },
        { type: 'line', name: t('portfolio.trend.closed'), colorIndex: 4, data: months.map((entry) => entry.issuesClosed) },
      ],
    };
  }, [months, t, culture]);
  return (
    <div className={`${styledChart.chart} ${styles.chart}`} data-testid="portfolio-trend">
      <HighchartsReact highcharts={Highcharts} options={options} immutable />
    </div>
  );
}
