import { screen } from '@testing-library/react';
import Highcharts from 'highcharts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '@portal/shared/testing';
import ChartView from './chart-view.component';
import { reducedMotionQuery } from './use-reduced-motion';

/** Makes `window.matchMedia` say whether the user asks for reduced motion; other queries match nothing. */
function prefersReducedMotion(reduced: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        media: query,
        matches: reduced && query === reducedMotionQuery,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => true,
      }) as unknown as MediaQueryList,
  );
}

const series = [{ name: 'Aktuelle fejl', data: [3] }];

/** The options of the chart the view drew last. */
function drawnOptions(): Highcharts.Options {
  const chart = Highcharts.charts.filter((candidate) => candidate !== undefined).at(-1);
  if (!chart) throw new Error('No chart was drawn');
  return chart.options;
}

afterEach(() => vi.restoreAllMocks());

describe('ChartView', () => {
  it('draws the bars at once, without animation, when the user asks for reduced motion', async () => {
    prefersReducedMotion(true);
    renderWithPortal(<ChartView title="Statistik" categories={['Hovedkontor']} series={series} yAxisTitle="Antal" />);
    await screen.findByTestId('statistics-chart');
    expect(drawnOptions().chart?.animation).toBe(false);
    expect(drawnOptions().plotOptions?.series?.animation).toBe(false);
  });

  it('lets the bars grow in otherwise', async () => {
    prefersReducedMotion(false);
    renderWithPortal(<ChartView title="Statistik" categories={['Hovedkontor']} series={series} yAxisTitle="Antal" />);
    await screen.findByTestId('statistics-chart');
    expect(drawnOptions().chart?.animation).toBe(true);
    expect(drawnOptions().plotOptions?.series?.animation).toBe(true);
  });
});
