import { createRoot, type Root } from 'react-dom/client';
import { getCulture, getSession, localeOf, subscribeSession } from '@portal/shared/core';
import { SignInPage } from './login/sign-in.page';
import { consumeAccessTokenParameter } from './session/access-token';
import { returnPathOf } from './session/return-path';
import { askInRoot } from './session/switch-user.prompt';
import './global.css';

/** The signed-in shell (router, layout, remotes), loaded once there is a session. */
function startPortal(root: Root): void {
  // Where the router's /login page would send a signed-in user: the page that asked for the sign-in (`?next=`), or the dashboard.
  window.history.replaceState(null, '', returnPathOf(window.location.search) ?? '/');
  import('./bootstrap')
    .then((portal) => portal.start(root))
    .catch((error: unknown) => console.error(error));
}

/**
 * The start of `/login` opened directly (ADR 0027): the sign-in form with the shell's texts and
 * nothing else. The router, single-spa, the layout and the remotes are the signed-in shell's (bootstrap.tsx)
 * and load after the sign-in, so the page a signed-out visitor waits for carries none of them.
 */
export async function start(): Promise<void> {
  document.documentElement.lang = localeOf[getCulture()];
  const container = document.getElementById('portal-shell');
  if (!container) {
    throw new Error('#portal-shell is missing from index.html');
  }
  const root = createRoot(container);
  // `?accessToken=` signs in here too (spec section 2), asking first when someone else is signed in.
  await consumeAccessTokenParameter(askInRoot(root));
  if (getSession().token !== null) {
    startPortal(root);
    return;
  }
  root.render(<SignInPage />);
  const unsubscribe = subscribeSession(() => {
    if (getSession().token === null) return;
    unsubscribe();
    startPortal(root);
  });
}
