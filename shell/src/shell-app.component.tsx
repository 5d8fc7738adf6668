import { Suspense, useMemo, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PortalProviders, Spinner, retryableLazy, useSession, type RemoteEntry } from '@portal/shared';
import { RemotesContext } from './composition/remotes-context';
import { shellTranslationSources } from './composition/translation-sources';
import { DashboardPage } from './dashboard/dashboard.page';
import { GuidePage } from './guide/guide.page';
import { AppLayout } from './layout/app-layout.component';
import { RemoteArea } from './layout/remote-area.component';
import { NotAuthorizedPage } from './not-authorized/not-authorized.page';
import { RequireSession } from './routing/require-session.component';
import { shellRoutes } from './routing/shell-routes';
import { StartSkeleton } from './start-skeleton/start-skeleton.component';

// The signed-out pages load when shown (ADR 0032): a signed-in page (the dashboard) carries none of them.
const LoginPage = retryableLazy(() => import('./login/login.page').then((module) => module.LoginPage));
const ForgotPasswordPage = retryableLazy(() => import('./login/forgot-password.page').then((module) => module.ForgotPasswordPage));
const SetPasswordPage = retryableLazy(() => import('./login/set-password.page').then((module) => module.SetPasswordPage));

/** A signed-out page, with a spinner while its chunk loads. */
function signedOutPage(page: ReactNode) {
  return <Suspense fallback={<Spinner />}>{page}</Suspense>;
}

interface ShellAppProps {
  remotes: readonly RemoteEntry[];
}

export function ShellApp({ remotes }: ShellAppProps) {
  const signedIn = useSession().token !== null;
  const translations = useMemo(() => shellTranslationSources(remotes, signedIn), [remotes, signedIn]);
  return (
    <RemotesContext.Provider value={remotes}>
      <PortalProviders translations={translations} textsFallback={signedIn ? <StartSkeleton /> : <Spinner />}>
        <BrowserRouter>
          <Routes>
            <Route path={shellRoutes.login.path} element={signedOutPage(<LoginPage />)} />
            <Route path={shellRoutes.forgotPassword.path} element={signedOutPage(<ForgotPasswordPage />)} />
            <Route path={shellRoutes.setPassword.path} element={signedOutPage(<SetPasswordPage />)} />
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
