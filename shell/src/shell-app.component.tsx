import { useMemo } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PortalProviders, useSession, type RemoteEntry } from '@portal/shared';
import { RemotesContext } from './composition/remotes-context';
import { DashboardPage } from './dashboard/dashboard.page';
import { GuidePage } from './guide/guide.page';
import { AppLayout } from './layout/app-layout.component';
import { RemoteArea } from './layout/remote-area.component';
import { LoginPage } from './login/login.page';
import { NotAuthorizedPage } from './not-authorized/not-authorized.page';
import { RequireSession } from './routing/require-session.component';
import { shellRoutes } from './routing/shell-routes';

interface ShellAppProps {
  remotes: readonly RemoteEntry[];
}

/** Where a remote is deployed: the folder of its mf-manifest.json (its translations/ are there too). */
function remoteBase(manifest: string): string {
  return new URL('.', new URL(manifest, window.location.href)).href;
}

export function ShellApp({ remotes }: ShellAppProps) {
  // The shell's own texts ('/translations/...') and, once signed in, every remote's: the shell shows their
  // route and sidebar labels. The sign-in page loads nothing of a remote.
  const signedIn = useSession().token !== null;
  const translations = useMemo(
    () => (signedIn ? ['/', ...remotes.map((remote) => remoteBase(remote.manifest))] : ['/']),
    [remotes, signedIn],
  );
  return (
    <RemotesContext.Provider value={remotes}>
      <PortalProviders translations={translations}>
        <BrowserRouter>
          <Routes>
            <Route path={shellRoutes.login.path} element={<LoginPage />} />
            <Route
              element={
                <RequireSession>
                  <AppLayout />
                </RequireSession>
              }
            >
              <Route index element={<DashboardPage />} />
              <Route path={shellRoutes.guide.path} element={<GuidePage />} />
              <Route path={shellRoutes.notAuthorized.path} element={<NotAuthorizedPage />} />
              <Route path="*" element={<RemoteArea />} />
            </Route>
          </Routes>
        </BrowserRouter>
      </PortalProviders>
    </RemotesContext.Provider>
  );
}
