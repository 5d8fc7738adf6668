import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
import HighchartsReact from 'highcharts-react-official';
import { useMemo, type CSSProperties } from 'react';
import { chartDescriptions, chartLanguage, localeOf, useCulture, usePhoneLayout, useT } from '@portal/shared';
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
 * Around a legend item's 15 px text: 15 + 15 + 14 = 44 px. chart.module.css stretches the item's proxy over them,
 * moved up by the top margin, which it reads from `--legend-item-margin-top`.
 */
const LEGEND_ITEM_MARGIN = { top: 15, bottom: 14 };

/**
 * The chart's height. On a phone the legend's items stand one a line, in any language (four lines are 176 px),
 * so the chart is taller there and the plot keeps its height.
 */
const CHART_HEIGHT = { desktop: 420, phone: 560 };

const legendMarginStyle = { '--legend-item-margin-top': `${LEGEND_ITEM_MARGIN.top}px` } as CSSProperties;

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
  const phone = usePhoneLayout();
  const options = useMemo<Highcharts.Options>(
    () => ({
      // Styled mode: the colours come from chart.module.css. Otherwise Highcharts injects a <style> with
      // its own fixed nonce, which the page's Content-Security-Policy (rightly) blocks.
      chart: { type: 'column', height: phone ? CHART_HEIGHT.phone : CHART_HEIGHT.desktop, styledMode: true, animation: animate },
      title: { text: title },
      credits: { enabled: false },
      lang: chartLanguage(t, locale, { title, categoriesName: t('chart.a11y.locations'), valuesName: t('chart.yAxis') }),
      accessibility: { enabled: true, keyboardNavigation: { enabled: true }, ...chartDescriptions(t) },
      xAxis: { categories, crosshair: true },
      yAxis: { min: 0, allowDecimals: false, title: { text: yAxisTitle } },
      tooltip: { shared: true },
      // The legend's items switch their series on and off: each takes a 44 px line (the touch target), and its
      // keyboard proxy, which also takes the tap, is stretched over that line in chart.module.css.
      legend: { itemMarginTop: LEGEND_ITEM_MARGIN.top, itemMarginBottom: LEGEND_ITEM_MARGIN.bottom },
      plotOptions: { series: { animation: animate }, column: { grouping: true, dataLabels: { enabled: true } } },
      series: series.map((entry, index) => ({ type: 'column', name: entry.name, colorIndex: index % CHART_SERIES.length, data: entry.data })),
    }),
    [title, categories, series, yAxisTitle, t, locale, animate, phone],
  );
  return (
    <div data-testid="statistics-chart" className={`${styledChart.chart} ${styles.chart}`} style={legendMarginStyle}>
      <HighchartsReact highcharts={Highcharts} options={options} immutable />
    </div>
  );
}
