import { cultureOfLocale, decodeTokenClaims, getSession, logout, setCulture, storeToken, type TokenClaims } from '@portal/shared/core';

/** What happened to an `?accessToken=` parameter on the first URL. */
export type AccessTokenResult = 'none' | 'accepted' | 'rejected' | 'kept';

/** A person as the switch question names them. */
export interface SignedInPerson {
  name: string;
  email: string;
}

/** The question put to a signed-in user whose link signs in as someone else: true to switch. */
export type AskToSwitch = (current: SignedInPerson, next: SignedInPerson) => Promise<boolean>;

/** How long the old session's logout may take before the switch goes on without it. */
const LOGOUT_WAIT_MS = 3000;

const personOf = (claims: TokenClaims): SignedInPerson => ({ name: claims.EmployeeName, email: claims.EmployeeEmail });

/**
 * Signs in with `?accessToken=` (any route, spec section 2) and removes it from the address bar, so the
 * token does not stay in history; a `culture` beside it (a single sign-on's return: the profile's language) is
 * taken as the language. A link that signs in as another person than the one signed in here
 * never switches silently (a link could sign someone into an account that is not theirs): `ask` puts the
 * question, and only a yes ends the current session (on the server too) and stores the new token. The
 * same person's token (another customer, a fresh one) is taken without asking. Then the app goes to '/'
 * (accepted), '/login' (rejected), or stays where it was without the parameter (kept).
 */
export async function consumeAccessTokenParameter(ask: AskToSwitch): Promise<AccessTokenResult> {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('accessToken');
  if (token === null) {
    return 'none';
  }
  // The profile's language that a single sign-on's return brings along ('en-GB'), as a password sign-in's answer does.
  const culture = cultureOfLocale(url.searchParams.get('culture'));
  url.searchParams.delete('accessToken');
  url.searchParams.delete('culture');
  const next = decodeTokenClaims(token);
  if (!next) {
    window.history.replaceState(window.history.state, '', '/login?tokenRejected=1');
    return 'rejected';
  }
  const current = getSession().claims;
  if (current && current.EmployeeId !== next.EmployeeId) {
    if (!(await ask(personOf(current), personOf(next)))) {
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
      return 'kept';
    }
    // The one signed in here is signed out, on the server too, before the other takes over.
    await logout(AbortSignal.timeout(LOGOUT_WAIT_MS)).catch(() => undefined);
  }
  // Before the token: the signed-in shell then renders in the profile's language from its first frame.
  if (culture) setCulture(culture);
  storeToken(token);
  window.history.replaceState(window.history.state, '', '/');
  return 'accepted';
}
