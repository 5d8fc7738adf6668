import { Suspense } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router-dom';
import { Spinner, retryableLazy, routePath, useT } from '@portal/shared';
import meta from '../remote.meta.json';

/** The routes' paths, from remote.meta.json (the one place they are written). */
const paths = {
  notifications: routePath(meta, 'notifications'),
};

/** The page loads on demand with the grid (ag-grid); retryableLazy: a chunk that failed in an outage loads again later. */
const NotificationsPage = retryableLazy(() => import('./notifications/notifications.page').then((module) => module.NotificationsPage));

function NotificationRoutes() {
  const t = useT();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <Routes>
        {/* The spec's route has a capital N; react-router matches paths case-insensitively. */}
        <Route path={paths.notifications} element={<NotificationsPage />} />
      </Routes>
    </Suspense>
  );
}

/** The remote's routes inside the shell (the shell decides when this application is active). */
export function Root() {
  return (
    <BrowserRouter>
      <NotificationRoutes />
    </BrowserRouter>
  );
}

/** The same routes outside the shell, where the page's URL is not ours to change. */
export function EmbeddedRoot({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <NotificationRoutes />
    </MemoryRouter>
  );
}
