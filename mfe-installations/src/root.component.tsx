import { Suspense } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router-dom';
import { Spinner, retryableLazy, routePath, useT } from '@portal/shared';
import meta from '../remote.meta.json';

/** The routes' paths, from remote.meta.json (the one place they are written). */
const paths = {
  installations: routePath(meta, 'installations'),
};

/** The page loads on demand with the grid (ag-grid); retryableLazy: a chunk that failed in an outage loads again later. */
const InstallationsPage = retryableLazy(() => import('./installations/installations.page').then((module) => module.InstallationsPage));

function InstallationRoutes() {
  const t = useT();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <Routes>
        <Route path={paths.installations} element={<InstallationsPage />} />
      </Routes>
    </Suspense>
  );
}

/** The remote's routes inside the shell (the shell decides when this application is active). */
export function Root() {
  return (
    <BrowserRouter>
      <InstallationRoutes />
    </BrowserRouter>
  );
}

/** The same routes outside the shell, where the page's URL is not ours to change. */
export function EmbeddedRoot({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <InstallationRoutes />
    </MemoryRouter>
  );
}
