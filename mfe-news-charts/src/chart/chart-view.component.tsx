import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';
import type { ChartSeries } from './chart-data';

interface ChartViewProps {
  title: string;
  categories: string[];
  series: ChartSeries[];
  yAxisTitle: string;
}

/**
 * The bar chart (Highcharts with its accessibility module: keyboard navigation through the bars and a
 * screen-reader description). This file is the only one that imports Highcharts, and only the /chart
 * page loads it (lazily): the library lands in the vendor-chart chunk.
 */
export default function ChartView({ title, categories, series, yAxisTitle }: ChartViewProps) {
  const options = useMemo<Highcharts.Options>(
    () => ({
      chart: { type: 'column', height: 420, styledMode: false },
      title: { text: title },
      credits: { enabled: false },
      accessibility: { enabled: true, keyboardNavigation: { enabled: true } },
      xAxis: { categories, crosshair: true },
      yAxis: { min: 0, allowDecimals: false, title: { text: yAxisTitle } },
      tooltip: { shared: true },
      plotOptions: { column: { grouping: true, dataLabels: { enabled: true } } },
      series: series.map((entry) => ({ type: 'column', name: entry.name, color: entry.color, data: entry.data })),
    }),
    [title, categories, series, yAxisTitle],
  );
  return (
    <div data-testid="statistics-chart">
      <HighchartsReact highcharts={Highcharts} options={options} immutable />
    </div>
  );
}
