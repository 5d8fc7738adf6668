import { useMemo } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PortalProviders, useSession, type RemoteEntry } from '@portal/shared';
import { RemotesContext } from './composition/remotes-context';
import { shellTranslationSources } from './composition/translation-sources';
import { DashboardPage } from './dashboard/dashboard.page';
import { GuidePage } from './guide/guide.page';
import { AppLayout } from './layout/app-layout.component';
import { RemoteArea } from './layout/remote-area.component';
import { LoginPage } from './login/login.page';
import { ForgotPasswordPage } from './login/forgot-password.page';
import { SetPasswordPage } from './login/set-password.page';
import { NotAuthorizedPage } from './not-authorized/not-authorized.page';
import { RequireSession } from './routing/require-session.component';
import { shellRoutes } from './routing/shell-routes';

interface ShellAppProps {
  remotes: readonly RemoteEntry[];
}

export function ShellApp({ remotes }: ShellAppProps) {
  const signedIn = useSession().token !== null;
  const translations = useMemo(() => shellTranslationSources(remotes, signedIn), [remotes, signedIn]);
  return (
    <RemotesContext.Provider value={remotes}>
      <PortalProviders translations={translations}>
        <BrowserRouter>
          <Routes>
            <Route path={shellRoutes.login.path} element={<LoginPage />} />
            <Route path={shellRoutes.forgotPassword.path} element={<ForgotPasswordPage />} />
            <Route path={shellRoutes.setPassword.path} element={<SetPasswordPage />} />
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
