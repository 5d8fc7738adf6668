import { Suspense } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router-dom';
import { Spinner, retryableLazy, routePath, useT } from '@portal/shared';
import meta from '../remote.meta.json';

/** The routes' paths, from remote.meta.json (the one place they are written). */
const paths = {
  profile: routePath(meta, 'profile'),
  users: routePath(meta, 'users'),
  audit: routePath(meta, 'audit'),
  shareLinks: routePath(meta, 'shareLinks'),
};

/** Each page is a chunk of its own; retryableLazy: a chunk that failed in an outage loads again later. */
const ProfilePage = retryableLazy(() => import('./profile/profile.page').then((module) => module.ProfilePage));
const UsersPage = retryableLazy(() => import('./users/users.page').then((module) => module.UsersPage));
const AuditPage = retryableLazy(() => import('./audit/audit.page').then((module) => module.AuditPage));
const ShareLinksPage = retryableLazy(() => import('./share-links/share-links.page').then((module) => module.ShareLinksPage));

function AdminRoutes() {
  const t = useT();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <Routes>
        <Route path={paths.profile} element={<ProfilePage />} />
        {/* The shell sends a non-Admin to the not-authorized page (remote.meta.json requiresAdmin); the API refuses them with 403 anyway. */}
        <Route path={paths.users} element={<UsersPage />} />
        <Route path={paths.audit} element={<AuditPage />} />
        <Route path={paths.shareLinks} element={<ShareLinksPage />} />
      </Routes>
    </Suspense>
  );
}

/** The remote's routes inside the shell (the shell decides when this application is active). */
export function Root() {
  return (
    <BrowserRouter>
      <AdminRoutes />
    </BrowserRouter>
  );
}

/** The same routes outside the shell, where the page's URL is not ours to change. */
export function EmbeddedRoot({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <AdminRoutes />
    </MemoryRouter>
  );
}
