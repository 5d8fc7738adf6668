import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { getCulture, localeOf } from '@portal/shared';
import { registerRemoteApplications } from './composition/register-remote-applications';
import { registerRemoteEntries } from './composition/remote-loader';
import { fetchRemotes } from './composition/remotes.resource';
import { registerSharedVersionReport } from './composition/shared-version-report';
import { consumeAccessTokenParameter } from './session/access-token';
import { ShellApp } from './shell-app.component';
import './global.css';

async function bootstrap(): Promise<void> {
  document.documentElement.lang = localeOf[getCulture()];
  // `?accessToken=` on any route signs in before anything renders (spec section 2).
  consumeAccessTokenParameter();

  registerSharedVersionReport();
  // The registry, then every remote's own metadata (in parallel).
  const remotes = await fetchRemotes();
  registerRemoteEntries(remotes);
  registerRemoteApplications(remotes);

  const container = document.getElementById('portal-shell');
  if (!container) {
    throw new Error('#portal-shell is missing from index.html');
  }
  createRoot(container).render(<ShellApp remotes={remotes} />);
  start({ urlRerouteOnly: true });
}

void bootstrap();
