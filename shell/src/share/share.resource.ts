import { apiRequest, downloadApiFile, type SharedEvidence, type SharedPage, type SharePinAccepted } from '@portal/shared/core';

/**
 * The recipient's calls (ADR 0064): no sign-in, the token in the path, and the key a PIN was exchanged for in a
 * header. The language of a report PDF is the call's Accept-Language: the page's.
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

/** The page's two lists, a page at a time. */
export type SharedListKind = 'tasks' | 'faults';

export const fetchList = <Row>(access: ShareAccess, kind: SharedListKind, page: number) =>
  apiRequest<SharedPage<Row>>(`${base(access.token)}/${kind}?page=${page}`, { authenticated: false, headers: keyHeader(access) });

/** Downloads a file of the link (a report PDF the server renders, or a stored file) in the page's language. */
export const downloadShared = (access: ShareAccess, path: string, fileName: string) =>
  downloadApiFile(`${base(access.token)}/${path}`, fileName, { authenticated: false, headers: keyHeader(access) });
