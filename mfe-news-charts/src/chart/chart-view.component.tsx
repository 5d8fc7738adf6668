import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';
import { chartDescriptions, chartLanguage, localeOf, useCulture, useT } from '@portal/shared';
import { CHART_SERIES, type ChartSeries } from './chart-data';
import { useReducedMotion } from './use-reduced-motion';
import styledChart from '@portal/shared/styled-chart.module.css';
import styles from './chart.module.css';

interface ChartViewProps {
  title: string;
  categories: string[];
  series: ChartSeries[];
  yAxisTitle: string;
}

/**
 * The bar chart (Highcharts with its accessibility module: keyboard navigation through the bars and a
 * screen-reader description in the user's language). This file is the only one that imports Highcharts, and only the /chart
 * page loads it (lazily): the library lands in the vendor-chart chunk. The bars grow in unless the user asks for
 * reduced motion: then they are drawn at once, first and on every redraw.
 */
export default function ChartView({ title, categories, series, yAxisTitle }: ChartViewProps) {
  const t = useT();
  const locale = localeOf[useCulture()];
  const animate = !useReducedMotion();
  const options = useMemo<Highcharts.Options>(
    () => ({
      // Styled mode: the colours come from chart.module.css. Otherwise Highcharts injects a <style> with
      // its own fixed nonce, which the page's Content-Security-Policy (rightly) blocks.
      chart: { type: 'column', height: 420, styledMode: true, animation: animate },
      title: { text: title },
      credits: { enabled: false },
      lang: chartLanguage(t, locale, { title, categoriesName: t('chart.a11y.locations'), valuesName: t('chart.yAxis') }),
      accessibility: { enabled: true, keyboardNavigation: { enabled: true }, ...chartDescriptions(t) },
      xAxis: { categories, crosshair: true },
      yAxis: { min: 0, allowDecimals: false, title: { text: yAxisTitle } },
      tooltip: { shared: true },
      plotOptions: { series: { animation: animate }, column: { grouping: true, dataLabels: { enabled: true } } },
      series: series.map((entry, index) => ({ type: 'column', name: entry.name, colorIndex: index % CHART_SERIES.length, data: entry.data })),
    }),
    [title, categories, series, yAxisTitle, t, locale, animate],
  );
  return (
    <div data-testid="statistics-chart" className={`${styledChart.chart} ${styles.chart}`}>
      <HighchartsReact highcharts={Highcharts} options={options} immutable />
    </div>
  );
}
