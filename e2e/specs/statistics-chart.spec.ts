import { PNG } from 'pngjs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/portal-test';

/**
 * /chart in Chromium on the demo data: the location tree (every top-level site at first), the bars as a
 * person sees them (the plot area and legend read from the screenshot's pixels, label and tooltip colours
 * against their background), the accessibility module's proxies kept over the chart, and its
 * screen-reader texts in the page's language.
 */

type Rgb = [number, number, number];

/** The pixels of a box on the page, from a real screenshot. */
async function pixelsOf(page: Page, box: { x: number; y: number; width: number; height: number }): Promise<Rgb[]> {
  const png = PNG.sync.read(await page.screenshot({ clip: box }));
  const pixels: Rgb[] = [];
  for (let index = 0; index < png.data.length; index += 4) pixels.push([png.data[index] ?? 0, png.data[index + 1] ?? 0, png.data[index + 2] ?? 0]);
  return pixels;
}

const luminance = ([r, g, b]: Rgb): number => {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
const contrast = (a: Rgb, b: Rgb): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
const rgbOf = (css: string): Rgb => {
  const parts = css.match(/\d+(\.\d+)?/g)?.slice(0, 3).map(Number) ?? [];
  expect(parts, css).toHaveLength(3);
  return parts as Rgb;
};
const fillOf = (locator: Locator): Promise<string> => locator.evaluate((element) => getComputedStyle(element).fill);

/** The share of a box's pixels that are near black. */
async function darkShare(page: Page, locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  const pixels = await pixelsOf(page, box ?? { x: 0, y: 0, width: 1, height: 1 });
  return pixels.filter((pixel) => luminance(pixel) < 0.05).length / pixels.length;
}

const WHITE: Rgb = [255, 255, 255];

test.describe('the statistics page', () => {
  test.slow();

  test('shows every top-level site at first; the plot area and legend are light, labels and tooltip readable, proxies inside the chart (Danish)', async ({ signedIn: _signedIn, page }) => {
    const statisticsCalls = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/chart/')) statisticsCalls.add(`${request.method()} ${pathname}`);
    });
    await page.goto('/chart');
    await expect(page.getByRole('heading', { level: 1, name: 'Statistik pr. lokation' })).toBeVisible();
    const tree = page.getByTestId('chart-location-tree');
    await expect(tree.getByRole('checkbox', { name: /^Hovedkontor København/ })).toBeChecked();
    await expect(tree.getByRole('checkbox', { name: /^Lager Glostrup/ })).toBeChecked();
    await expect(tree.getByRole('checkbox', { name: /^Bygning A/ })).not.toBeChecked();
    const chart = page.getByTestId('statistics-chart');
    await expect(chart.locator('.highcharts-xaxis-labels text')).toHaveText(['Hovedkontor København', 'Lager Glostrup']);
    await expect(chart.locator('.highcharts-legend-item')).toHaveCount(4);
    expect([...statisticsCalls].every((call) => /^GET \/api\/chart\/[^/]+\/location\/[^/]+\/statistics$/.test(call))).toBe(true);
    expect(statisticsCalls.size).toBe(2);

    // What the eye sees: a black plot area or legend box fails here, whatever the DOM says.
    await page.mouse.move(0, 0);
    expect(await darkShare(page, chart.locator('.highcharts-plot-background'))).toBeLessThan(0.02);
    expect(await darkShare(page, chart.locator('.highcharts-legend-box'))).toBeLessThan(0.02);
    const plotBox = await chart.locator('.highcharts-plot-background').boundingBox();
    const plotPixels = await pixelsOf(page, plotBox ?? { x: 0, y: 0, width: 1, height: 1 });
    const light = plotPixels.filter((pixel) => luminance(pixel) > 0.8).length / plotPixels.length;
    expect(light, 'most of the plot area is light').toBeGreaterThan(0.5);

    // Value labels: the text reads against the chart (no box of the bar's colour behind it).
    const label = chart.locator('.highcharts-data-label text').first();
    expect(contrast(rgbOf(await fillOf(label)), WHITE)).toBeGreaterThanOrEqual(4.5);
    for (const fill of await chart.locator('.highcharts-data-label-box').evaluateAll((boxes) => boxes.map((box) => getComputedStyle(box).fill))) {
      expect(fill).toBe('none');
    }

    // The tooltip over a green bar: its text in the text colour, not a series colour, on a light box.
    const greenBar = await chart.locator('.highcharts-series.highcharts-series-1 .highcharts-point').last().boundingBox();
    await page.mouse.move((greenBar?.x ?? 0) + (greenBar?.width ?? 0) / 2, (greenBar?.y ?? 0) + (greenBar?.height ?? 0) / 2, { steps: 5 });
    const tooltip = page.locator('.highcharts-tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip.locator('text')).toContainText('Afsluttede fejl');
    const tooltipText = rgbOf(await fillOf(tooltip.locator('text').first()));
    expect(tooltipText).not.toEqual([198, 40, 40]);
    expect(contrast(tooltipText, rgbOf(await fillOf(tooltip.locator('.highcharts-tooltip-box').first())))).toBeGreaterThanOrEqual(4.5);

    // The keyboard proxies sit over the chart's legend, invisible; never over the sidebar.
    const chartBox = await chart.boundingBox();
    const sidebarBox = await page.getByRole('link', { name: 'Forside', exact: true }).boundingBox();
    const proxies = await page.locator('.highcharts-a11y-proxy-element').evaluateAll((elements) =>
      elements.map((element) => {
        const rect = element.getBoundingClientRect();
        return { x: rect.x, y: rect.y, right: rect.right, bottom: rect.bottom, opacity: Number(getComputedStyle(element).opacity) };
      }),
    );
    expect(proxies).toHaveLength(4);
    for (const proxy of proxies) {
      expect(proxy.opacity).toBeLessThan(0.01);
      expect(proxy.x).toBeGreaterThanOrEqual(chartBox?.x ?? 0);
      expect(proxy.right).toBeLessThanOrEqual((chartBox?.x ?? 0) + (chartBox?.width ?? 0));
      expect(proxy.x).toBeGreaterThan((sidebarBox?.x ?? 0) + (sidebarBox?.width ?? 0));
    }

    // The screen-reader texts are Danish.
    await expect(chart.locator('[aria-label$="Interaktivt diagram."]')).toHaveAttribute('aria-label', 'Statistik pr. lokation. Interaktivt diagram.');
    expect(await page.locator('.highcharts-a11y-proxy-element').evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')))).toEqual([
      'Vis Aktuelle fejl',
      'Vis Afsluttede fejl',
      'Vis Aktuelle eftersyn',
      'Vis Afsluttede eftersyn',
    ]);
    await expect(chart.locator('.highcharts-series.highcharts-series-0')).toHaveAttribute('aria-label', 'Aktuelle fejl, dataserie 1 af 4 med 2 søjler.');
    await expect(chart.locator('.highcharts-series .highcharts-point').first()).toHaveAttribute('aria-label', /^Hovedkontor København, Aktuelle fejl: \d+\.$/);
    await expect(chart.locator('.highcharts-visually-hidden').first()).toContainText('Søjlediagram med 4 dataserier.');
    await expect(chart).not.toContainText(/Bar chart|data series|End of interactive chart/);
    await expect(chart.locator('[aria-label*="Highcharts"]')).toHaveCount(0);
  });

  test('checking and unchecking locations in the tree adds and removes bar groups, by keyboard (German)', async ({ signedIn, page }) => {
    await signedIn.languageSelect.selectOption('de-de');
    await page.goto('/chart');
    await expect(page.getByRole('heading', { level: 1, name: 'Statistik pro Standort' })).toBeVisible();
    const tree = page.getByTestId('chart-location-tree');
    const chart = page.getByTestId('statistics-chart');
    await expect(chart.locator('.highcharts-xaxis-labels text')).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Standorte filtern' }).fill('NE-110');
    const bygning = tree.getByRole('checkbox', { name: /^Bygning A/ });
    await bygning.focus();
    await page.keyboard.press('Space');
    await expect(bygning).toBeChecked();
    await expect(chart.locator('.highcharts-xaxis-labels text')).toHaveText(['Hovedkontor København', 'Bygning A', 'Lager Glostrup']);
    await page.getByRole('searchbox', { name: 'Standorte filtern' }).fill('');
    await tree.getByRole('checkbox', { name: /^Lager Glostrup/ }).uncheck();
    await expect(chart.locator('.highcharts-xaxis-labels text')).toHaveText(['Hovedkontor København', 'Bygning A']);
    await expect(chart.locator('.highcharts-series.highcharts-series-0')).toHaveAttribute('aria-label', /, Datenreihe 1 von 4 mit 2 Säulen\.$/);
    await expect(page.locator('.highcharts-a11y-proxy-element').first()).toHaveAttribute('aria-label', / anzeigen$/);
    await page.getByRole('button', { name: 'Alle abwählen' }).click();
    await expect(chart).toHaveCount(0);
    await expect(page.getByText('Wählen Sie einen oder mehrere Standorte')).toBeVisible();
  });
});

test.describe('the statistics page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the legend switches are 44 px touch targets: a tap anywhere on the line of an item switches its series once', async ({ signedIn: _signedIn, page }) => {
    await page.goto('/chart');
    const chart = page.getByTestId('statistics-chart');
    const items = chart.locator('.highcharts-legend-item');
    await expect(items).toHaveCount(4);
    const proxies = chart.locator('.highcharts-a11y-proxy-group-legend .highcharts-a11y-proxy-element');
    for (const box of await proxies.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    // The items stand one a line, 44 px apart, and the chart grows so that the plot keeps its height.
    const tops = await items.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
    tops.slice(1).forEach((top, index) => expect(top - (tops[index] ?? 0)).toBeGreaterThanOrEqual(44));
    const plot = await chart.locator('.highcharts-plot-background').boundingBox();
    expect(plot?.height ?? 0, 'the plot keeps its height beside a legend of four lines').toBeGreaterThan(250);

    await items.first().evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const hidden = () => items.evaluateAll((elements) => elements.map((element) => element.classList.contains('highcharts-legend-item-hidden')));
    const text = await items.nth(1).locator('text').boundingBox();
    if (!text) throw new Error('the second legend item has no box');
    const x = text.x + text.width / 2;
    const middle = text.y + text.height / 2;
    // 14 px above the text: outside the 15 px item, inside its 44 px line.
    await page.touchscreen.tap(x, middle - 14);
    await expect.poll(hidden).toEqual([false, true, false, false]);
    await expect(chart.locator('.highcharts-series.highcharts-series-1')).toBeHidden();
    await page.touchscreen.tap(x, middle + 13);
    await expect.poll(hidden).toEqual([false, false, false, false]);
    // The next line is the next item's.
    await page.touchscreen.tap(x, middle + 30);
    await expect.poll(hidden).toEqual([false, false, true, false]);
  });
});
