import { apiRequest, type PasswordLinkInfo } from '@portal/shared';

/** POST /user/password/forgot: mails a one-time link when the e-mail belongs to a user (the same answer otherwise). */
export function requestPasswordLink(email: string): Promise<undefined> {
  return apiRequest<undefined>('/user/password/forgot', { method: 'POST', body: { email }, authenticated: false });
}

/** POST /user/password/link: what a link is for; 410 when it is used or expired. */
export function readPasswordLink(token: string): Promise<PasswordLinkInfo> {
  return apiRequest<PasswordLinkInfo>('/user/password/link', { method: 'POST', body: { token }, authenticated: false });
}

/** POST /user/password/set: sets the password with the link. */
export function setPasswordWithLink(token: string, password: string): Promise<undefined> {
  return apiRequest<undefined>('/user/password/set', { method: 'POST', body: { token, password }, authenticated: false });
}

/** The link carries its token in the fragment (`#token=`), which the browser never sends to a server. */
export function tokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}
