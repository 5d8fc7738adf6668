import useSWR, { type SWRConfiguration } from 'swr';
import {
  apiRequest,
  issueBundleFlags,
  swrKeys,
  uploadWithProgress,
  useSession,
  useTimeInterval,
  type DayRange,
  type DownloadReportsOptions,
  type FileUrlResponse,
  type IssueBundleAccepted,
  type IssueBundleRequest,
  type IssueDetails,
  type IssueListStatus,
  type IssueRow,
  type ThermographyIssueRow,
  type UpdateIssueStatusRequest,
  type UpdateThermographyStatusRequest,
  type UploadFilesResponse,
  getRuntimeConfig,
  resolveApiLink,
} from '@portal/shared';
import { intervalOfMode, statusOfMode, type IssueListMode } from './issue-dates';

export type { IssueListMode };

/**
 * Every call of spec section 7 "Issues" this remote makes. The only module that talks to the API.
 * List keys are the call paths, which carry the customer, the location, the date range and the status,
 * so a new active location or interval is a new key and the tables reload. Which of them reload after a
 * change anywhere on the page is declared once, in the revalidation map of @portal/shared (data-sync).
 */

const segment = encodeURIComponent;

/** `take` bounds the list to its newest rows (the API's optional `?take=N`, total in X-Total-Count). */
function issueListPath(customerId: string, locationCode: string, range: DayRange, status: IssueListStatus, take?: number): string {
  const path = `/issue/${segment(customerId)}/location/${segment(locationCode)}/issues/${range.from}/${range.to}/${status}`;
  return take === undefined ? path : `${path}?take=${take}`;
}

function thermographyListPath(customerId: string, locationCode: string, range: DayRange, status: IssueListStatus, take?: number): string {
  const path = `/issue/${segment(customerId)}/location/${segment(locationCode)}/ThermographyIssue/${range.from}/${range.to}/${status}`;
  return take === undefined ? path : `${path}?take=${take}`;
}

type LocationsKey = ReturnType<typeof swrKeys.issueListOfLocations>;

/** POST /issue/{customerId}/issues/{from}/{to}/{status} with the location codes (the key's tail). */
function issuesOfLocations([, customerId, from, to, status, ...codes]: LocationsKey): Promise<IssueRow[]> {
  return apiRequest<IssueRow[]>(`/issue/${segment(customerId)}/issues/${from}/${to}/${status}`, { method: 'POST', body: codes });
}

/**
 * GET .../location/{code}/issues/{from}/{to}/{status} for the active location (null key: no fetch);
 * with `take`, only the newest `take` rows (dashboard widgets).
 */
export function useIssueList(range: DayRange, status: IssueListStatus, enabled = true, take?: number, swr?: SWRConfiguration<IssueRow[]>) {
  const { customerId, locationCode } = useSession();
  const key = enabled && customerId && locationCode ? issueListPath(customerId, locationCode, range, status, take) : null;
  return { ...useSWR<IssueRow[]>(key, swr), hasLocation: Boolean(customerId && locationCode) };
}

/** A list page's time interval (spec section 3, user state): the chosen one, else its preset. */
export function useIssuePageInterval(mode: IssueListMode) {
  const { listId, preset } = intervalOfMode[mode];
  return useTimeInterval(listId, preset);
}

const noLocations: readonly string[] = [];

/**
 * How long the route's early request (IssueListPrefetch) also answers the page's own ask: SWR's dedupe window
 * of that request. The page mounts once its chunk and the grid have loaded, which on a slow line takes longer
 * than SWR's default 2 s; with the default the page would ask again for what has just arrived.
 */
export const PREFETCH_DEDUPE_MS = 15_000;

/**
 * The fault list of a list page: its mode's status over the page's time interval, for the active location, or
 * with chosen `locations` for those (the POST call). The page and the route's early start (IssueListPrefetch,
 * with `swr.dedupingInterval`) ask through this one hook: one key, one request.
 */
export function useIssuePageList(mode: IssueListMode, locations: readonly string[] = noLocations, enabled = true, swr?: SWRConfiguration<IssueRow[]>) {
  const { customerId } = useSession();
  const { range } = useIssuePageInterval(mode);
  const status = statusOfMode[mode];
  const chosen = enabled && customerId && locations.length > 0 ? swrKeys.issueListOfLocations(customerId, range.from, range.to, status, locations) : null;
  const ofLocations = useSWR<IssueRow[], Error, LocationsKey | null>(chosen, issuesOfLocations, swr);
  const ofActive = useIssueList(range, status, enabled && locations.length === 0, undefined, swr);
  return locations.length > 0 ? { ...ofLocations, hasLocation: ofActive.hasLocation } : ofActive;
}

/** The thermography tab of a list page (its mode's status over the page's time interval). */
export function useThermographyPageList(mode: IssueListMode, enabled = true) {
  const { range } = useIssuePageInterval(mode);
  return useThermographyList(range, statusOfMode[mode], enabled);
}

/** GET .../location/{code}/ThermographyIssue/{from}/{to}/{status} for the active location; with `take` the newest rows only. */
export function useThermographyList(range: DayRange, status: IssueListStatus, enabled = true, take?: number) {
  const { customerId, locationCode } = useSession();
  const key = enabled && customerId && locationCode ? thermographyListPath(customerId, locationCode, range, status, take) : null;
  return { ...useSWR<ThermographyIssueRow[]>(key), hasLocation: Boolean(customerId && locationCode) };
}

/** POST /issue/{customerId}/issue/{issueId} with the location code as a JSON string: the overlay content. */
export function useIssueDetails(issueId: number | undefined, locationCode: string | undefined) {
  const { customerId } = useSession();
  const key = customerId && issueId !== undefined && locationCode ? swrKeys.issueDetails(customerId, issueId, locationCode) : null;
  return useSWR<IssueDetails, Error, typeof key>(key, ([, customer, id, code]: readonly [string, string, number, string]) =>
    apiRequest<IssueDetails>(`/issue/${segment(customer)}/issue/${id}`, { method: 'POST', body: code }),
  );
}

/** POST /issue/{customerId}/updateStatus/{issueId}: the issue's details after the update. */
export function updateIssueStatus(customerId: string, issueId: number, request: UpdateIssueStatusRequest): Promise<IssueDetails> {
  return apiRequest<IssueDetails>(`/issue/${segment(customerId)}/updateStatus/${issueId}`, { method: 'POST', body: request });
}

/**
 * POST /issue/{customerId}/customerFix/{issueId}: the customer completed the fault itself; the files are its
 * evidence. The comment goes first, then the files (the server reads them in that order).
 */
export function completeByCustomer(customerId: string, issueId: number, comment: string, files: readonly File[]): Promise<IssueDetails> {
  const body = new FormData();
  body.append('comment', comment);
  for (const file of files) body.append('files', file, file.name);
  return apiRequest<IssueDetails>(`/issue/${segment(customerId)}/customerFix/${issueId}`, { method: 'POST', body });
}

/** POST /issue/{customerId}/updateThermographyStatus/{issueId}/{locationCode}. */
export function updateThermographyStatus(
  customerId: string,
  issueId: number,
  locationCode: string,
  request: UpdateThermographyStatusRequest,
): Promise<IssueDetails> {
  return apiRequest<IssueDetails>(`/issue/${segment(customerId)}/updateThermographyStatus/${issueId}/${segment(locationCode)}`, {
    method: 'POST',
    body: request,
  });
}

/** GET /issue/{customerId}/{issueId}/{locationCode}/issueReport/pdf: a signed link to the PDF. */
export async function issueReportUrl(customerId: string, issueId: number, locationCode: string): Promise<string> {
  const { url } = await apiRequest<FileUrlResponse>(`/issue/${segment(customerId)}/${issueId}/${segment(locationCode)}/issueReport/pdf`);
  return url;
}

/**
 * Opens the issue report in a new tab. The tab is opened before the call (inside the click), so a
 * popup blocker lets it through; it is closed again when the call fails.
 */
export async function openIssueReport(customerId: string, issueId: number, locationCode: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    // Relative on the portal: made absolute here, as the new tab's address.
    const url = new URL(resolveApiLink(await issueReportUrl(customerId, issueId, locationCode), (await getRuntimeConfig()).apiBaseUrl), window.location.href).href;
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** DELETE /issue/{customerId}/deleteFile/{issueId}/{fileName}. */
export function deleteIssueFile(customerId: string, issueId: number, fileName: string): Promise<void> {
  return apiRequest<undefined>(`/issue/${segment(customerId)}/deleteFile/${issueId}/${segment(fileName)}`, { method: 'DELETE' });
}

/** PUT multipart /issue/{customerId}/uploadFiles/{issueId}/ (parts named `files`). */
export async function uploadIssueFiles(
  customerId: string,
  issueId: number,
  files: readonly File[],
  comment: string,
  onProgress: (fraction: number) => void,
): Promise<UploadFilesResponse> {
  const form = new FormData();
  if (comment.trim()) {
    form.append('comment', comment.trim());
  }
  for (const file of files) {
    form.append('files', file, file.name);
  }
  const response = await uploadWithProgress(`/issue/${segment(customerId)}/uploadFiles/${issueId}/`, form, { method: 'PUT', onProgress });
  return response.json<UploadFilesResponse>();
}

/** POST /issue/{customerId}/zipfile/{locationCode}/{includeFiles}/{includeServiceReport}/{includeIssueReport}/{includeControlSchema}. */
export function requestIssueBundle(
  customerId: string,
  locationCode: string,
  options: DownloadReportsOptions,
  request: IssueBundleRequest,
): Promise<IssueBundleAccepted> {
  const flags = issueBundleFlags.map((flag) => String(options[flag])).join('/');
  return apiRequest<IssueBundleAccepted>(`/issue/${segment(customerId)}/zipfile/${segment(locationCode)}/${flags}`, {
    method: 'POST',
    body: request,
  });
}
