import { createRoot, type Root } from 'react-dom/client';
import { start as startSingleSpa } from 'single-spa';
import { getCulture, localeOf } from '@portal/shared';
import { registerRemoteApplications } from './composition/register-remote-applications';
import { registerRemoteEntries } from './composition/remote-loader';
import { fetchRemotes } from './composition/remotes.resource';
import { registerSharedVersionReport } from './composition/shared-version-report';
import { startPageRequests, startSessionRequests } from './composition/start-requests';
import { consumeAccessTokenParameter } from './session/access-token';
import { askInRoot } from './session/switch-user.prompt';
import { ShellApp } from './shell-app.component';
import { StartSkeleton } from './start-skeleton/start-skeleton.component';
import './global.css';

/**
 * The signed-in shell's start: the router, single-spa and every remote. `root` is the sign-in page's when
 * the user has just signed in there (sign-in-start.tsx); the shell then replaces the form in it.
 */
export async function start(signInRoot?: Root): Promise<void> {
  document.documentElement.lang = localeOf[getCulture()];
  const container = document.getElementById('portal-shell');
  if (!container) {
    throw new Error('#portal-shell is missing from index.html');
  }
  const root = signInRoot ?? createRoot(container);
  // The portal's frame in grey at once, while the registry, the session's calls and the texts arrive.
  root.render(<StartSkeleton />);
  // `?accessToken=` on any route signs in before anything else (spec section 2); when someone else is
  // signed in here, the question comes first (session/access-token.ts).
  await consumeAccessTokenParameter(askInRoot(root));

  registerSharedVersionReport();
  // The session's data calls need only the token: they start now, in parallel with what follows (ADR 0024).
  startSessionRequests();
  // The registry (in the page) and every remote's own metadata (preloaded by the page, in parallel).
  const remotes = await fetchRemotes();
  registerRemoteEntries(remotes);
  registerRemoteApplications(remotes);
  startPageRequests(remotes);

  root.render(<ShellApp remotes={remotes} />);
  startSingleSpa({ urlRerouteOnly: true });
}
