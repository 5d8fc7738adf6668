import { Suspense } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router-dom';
import { Spinner, retryableLazy, useT } from '@portal/shared';

/** Each page on demand; the chart page alone pulls in Highcharts (vendor-chart). */
const NewsPage = retryableLazy(() => import('./news/news.page').then((module) => module.NewsPage));
const ChartPage = retryableLazy(() => import('./chart/chart.page').then((module) => module.ChartPage));

function NewsChartRoutes() {
  const t = useT();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <Routes>
        <Route path="/nyheder" element={<NewsPage />} />
        <Route path="/chart" element={<ChartPage />} />
      </Routes>
    </Suspense>
  );
}

/** The remote's routes inside the shell (the shell decides when this application is active). */
export function Root() {
  return (
    <BrowserRouter>
      <NewsChartRoutes />
    </BrowserRouter>
  );
}

/** The same routes outside the shell, where the page's URL is not ours to change. */
export function EmbeddedRoot({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <NewsChartRoutes />
    </MemoryRouter>
  );
}
