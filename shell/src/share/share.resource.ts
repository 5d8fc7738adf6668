import { apiRequest, getRuntimeConfig, type SharedEvidence, type SharedFault, type SharedPage, type SharedTask, type SharePinAccepted } from '@portal/shared/core';

/**
 * The recipient's calls (ADR 0064): no sign-in, the token in the path, and the key a PIN was exchanged for in a
 * header (or, on the plain download links, in the query).
 */

export interface ShareAccess {
  token: string;
  key: string | null;
}

const base = (token: string) => `/public/share/${encodeURIComponent(token)}`;
const keyHeader = (access: ShareAccess) => (access.key ? { 'x-share-key': access.key } : undefined);

export const fetchEvidence = (access: ShareAccess) => apiRequest<SharedEvidence>(base(access.token), { authenticated: false, headers: keyHeader(access) });

export const unlockWithPin = (token: string, pin: string) =>
  apiRequest<SharePinAccepted>(`${base(token)}/pin`, { method: 'POST', body: { pin }, authenticated: false });

export const fetchTasks = (access: ShareAccess, page: number) =>
  apiRequest<SharedPage<SharedTask>>(`${base(access.token)}/tasks?page=${page}`, { authenticated: false, headers: keyHeader(access) });

export const fetchFaults = (access: ShareAccess, page: number) =>
  apiRequest<SharedPage<SharedFault>>(`${base(access.token)}/faults?page=${page}`, { authenticated: false, headers: keyHeader(access) });

/** The address of a download under the link: a plain link the browser opens or saves itself. */
export function useDownloadUrl(apiBaseUrl: string, access: ShareAccess, culture: string) {
  return (path: string, withCulture = true): string => {
    const query = new URLSearchParams();
    if (withCulture) query.set('culture', culture);
    if (access.key) query.set('key', access.key);
    const search = query.toString();
    return `${apiBaseUrl}${base(access.token)}/${path}${search ? `?${search}` : ''}`;
  };
}

export const apiBaseUrlOf = async (): Promise<string> => (await getRuntimeConfig()).apiBaseUrl;
