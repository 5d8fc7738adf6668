import { Suspense } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router-dom';
import { Spinner, retryableLazy, useT } from '@portal/shared';
import { DRILL_DOWN_PATH, OVERVIEW_PATH } from './portfolio/portfolio-paths';

const OverviewPage = retryableLazy(() => import('./overview/overview.page').then((module) => module.default));
const DrillDownPage = retryableLazy(() => import('./drill-down/drill-down.page').then((module) => module.default));

function Loading() {
  const t = useT();
  return <Spinner label={t('common.loading')} />;
}

function PortfolioRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path={OVERVIEW_PATH} element={<OverviewPage />} />
        <Route path={DRILL_DOWN_PATH} element={<DrillDownPage />} />
      </Routes>
    </Suspense>
  );
}

/** The remote's routes inside the shell (the shell decides when this application is active). */
export function Root() {
  return (
    <BrowserRouter>
      <PortfolioRoutes />
    </BrowserRouter>
  );
}

/** The same routes outside the shell, where the page's URL is not ours to change. */
export function EmbeddedRoot({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <PortfolioRoutes />
    </MemoryRouter>
  );
}
