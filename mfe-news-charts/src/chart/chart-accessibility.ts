import type { LangOptions, Options, Point, Series } from 'highcharts';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A Highcharts placeholder handed through the dictionary: the text is translated by us (ICU) and the
 * placeholder filled by Highcharts when it describes the chart ('{itemName}', '{ranges[0]}').
 */
const slot = (name: string): string => `{${name}}`;

/**
 * The accessibility module's screen-reader texts for this chart, from the portal's dictionary: the
 * chart's landmark, its summary (type, axes, range), each series and bar, the legend's buttons and the
 * end marker. Highcharts ships English only; every text a column chart with a legend reads out is here.
 */
export function chartLanguage(t: Translate, locale: string, title: string): LangOptions {
  return {
    locale,
    accessibility: {
      defaultChartTitle: title,
      chartContainerLabel: t('chart.a11y.container', { title }),
      svgContainerLabel: t('chart.a11y.svg'),
      screenReaderSection: { beforeRegionLabel: '', afterRegionLabel: '', endOfChartMarker: t('chart.a11y.end') },
      legend: {
        legendLabelNoTitle: t('chart.a11y.legend', { title }),
        legendLabel: t('chart.a11y.legend', { title }),
        legendItem: t('chart.a11y.legendItem', { name: slot('itemName') }),
      },
      chartTypes: {
        columnMultiple: t('chart.a11y.columnChart', { count: slot('numSeries') }),
        columnSingle: t('chart.a11y.columnChart', { count: slot('numSeries') }),
        emptyChart: t('chart.a11y.empty'),
      },
      axis: {
        xAxisDescriptionSingular: t('chart.a11y.xAxis', { name: slot('names[0]'), range: slot('ranges[0]') }),
        yAxisDescriptionSingular: t('chart.a11y.yAxis', { name: slot('names[0]'), range: slot('ranges[0]') }),
        rangeFromTo: t('chart.a11y.range', { from: slot('rangeFrom'), to: slot('rangeTo') }),
        rangeCategories: t('chart.a11y.categories', { count: slot('numCategories') }),
        defaultAxisNames: { categories: t('chart.a11y.locations'), values: t('chart.yAxis') },
      },
    },
  } as LangOptions;
}

/** Descriptions of each series and bar, with the language's plural forms (ICU), not Highcharts' English. */
export function chartDescriptions(t: Translate): NonNullable<Options['accessibility']> {
  return {
    series: {
      descriptionFormatter: (series: Series) =>
        t('chart.a11y.series', { name: series.name, number: series.index + 1, total: series.chart.series.length, count: series.points.length }),
    },
    point: {
      descriptionFormatter: (point: Point) => t('chart.a11y.point', { location: String(point.category ?? ''), series: point.series.name, value: point.y ?? 0 }),
    },
  };
}
