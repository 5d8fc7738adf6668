import { Suspense } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router-dom';
import { Spinner, retryableLazy, routePath, useT } from '@portal/shared';
import meta from '../remote.meta.json';

/** The routes' paths, from remote.meta.json (the one place they are written). */
const paths = {
  news: routePath(meta, 'news'),
  chart: routePath(meta, 'chart'),
};

/** Each page on demand; the chart page alone pulls in Highcharts (vendor-chart). */
const NewsPage = retryableLazy(() => import('./news/news.page').then((module) => module.NewsPage));
const ChartPage = retryableLazy(() => import('./chart/chart.page').then((module) => module.ChartPage));

function NewsChartRoutes() {
  const t = useT();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <Routes>
        <Route path={paths.news} element={<NewsPage />} />
        <Route path={paths.chart} element={<ChartPage />} />
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
