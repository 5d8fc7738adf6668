import { Suspense } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router-dom';
import { Spinner, retryableLazy, useT } from '@portal/shared';

/** The page loads on demand with the grid (ag-grid); retryableLazy: a chunk that failed in an outage loads again later. */
const InstallationsPage = retryableLazy(() => import('./installations/installations.page').then((module) => module.InstallationsPage));

function InstallationRoutes() {
  const t = useT();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <Routes>
        <Route path="/enheder" element={<InstallationsPage />} />
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
