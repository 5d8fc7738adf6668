import { storeToken } from '@portal/shared/core';

/** What happened to an `?accessToken=` parameter on the first URL. */
export type AccessTokenResult = 'none' | 'accepted' | 'rejected';

/**
 * Signs in with `?accessToken=` (any route) and removes it from the address bar, so the token
 * does not stay in history. The app then redirects to '/' (accepted) or '/login' (rejected).
 */
export function consumeAccessTokenParameter(): AccessTokenResult {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('accessToken');
  if (token === null) {
    return 'none';
  }
  const accepted = storeToken(token);
  url.searchParams.delete('accessToken');
  window.history.replaceState(window.history.state, '', accepted ? '/' : '/login?tokenRejected=1');
  return accepted ? 'accepted' : 'rejected';
}
