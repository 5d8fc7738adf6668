/**
 * Highcharts' accessibility texts from the portal's dictionary (shared translations, `chart.a11y.*`): the
 * chart's landmark, its summary (type, axes, range), each series and point, the legend's buttons and the end
 * marker. Highcharts ships English only; every text a column or line chart with a legend reads out is here.
 * Typed by shape, so @portal/shared does not depend on Highcharts: the result is a `LangOptions` and an
 * `Options['accessibility']` part for the page that draws the chart.
 */

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A Highcharts placeholder handed through the dictionary: the text is translated by us (ICU) and the
 * placeholder filled by Highcharts when it describes the chart ('{itemName}', '{ranges[0]}').
 */
const slot = (name: string): string => `{${name}}`;

export interface ChartLanguageInput {
  title: string;
  /** What the X axis's categories are, in the plural ('lokationer', 'måneder'). */
  categoriesName: string;
  /** What the Y axis counts, when it has no title of its own. */
  valuesName: string;
}

/** The `lang` option of a chart: its screen-reader texts in the user's language. */
export function chartLanguage(t: Translate, locale: string, { title, categoriesName, valuesName }: ChartLanguageInput): object {
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
        lineMultiple: t('chart.a11y.lineChart', { count: slot('numSeries') }),
        lineSingle: t('chart.a11y.lineChart', { count: slot('numSeries') }),
        combinationChart: t('chart.a11y.combinationChart', { count: slot('numSeries') }),
        emptyChart: t('chart.a11y.empty'),
      },
      axis: {
        xAxisDescriptionSingular: t('chart.a11y.xAxis', { name: slot('names[0]'), range: slot('ranges[0]') }),
        yAxisDescriptionSingular: t('chart.a11y.yAxis', { name: slot('names[0]'), range: slot('ranges[0]') }),
        rangeFromTo: t('chart.a11y.range', { from: slot('rangeFrom'), to: slot('rangeTo') }),
        rangeCategories: t('chart.a11y.categories', { count: slot('numCategories'), name: categoriesName }),
        defaultAxisNames: { categories: categoriesName, values: valuesName },
      },
    },
  };
}

interface DescribedSeries {
  name: string;
  type: string;
  index: number;
  points: readonly unknown[];
  chart: { series: readonly unknown[] };
}

interface DescribedPoint {
  category?: string | number;
  y?: number | null;
  series: { name: string };
}

/** Descriptions of each series and point, with the language's plural forms (ICU), not Highcharts' English. */
export function chartDescriptions(t: Translate) {
  return {
    series: {
      descriptionFormatter: (series: DescribedSeries) =>
        t(series.type === 'column' ? 'chart.a11y.series' : 'chart.a11y.lineSeries', {
          name: series.name,
          number: series.index + 1,
          total: series.chart.series.length,
          count: series.points.length,
        }),
    },
    point: {
      descriptionFormatter: (point: DescribedPoint) => t('chart.a11y.point', { category: String(point.category ?? ''), series: point.series.name, value: point.y ?? 0 }),
    },
  };
}
