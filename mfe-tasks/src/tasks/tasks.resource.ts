import useSWR, { type SWRConfiguration } from 'swr';
import {
  apiFetcher,
  apiRequest,
  isApiError,
  swrKeys,
  taskBundleFlags,
  uploadWithProgress,
  useSession,
  useTimeInterval,
  type ControlReport,
  type ControlSchemaOverlayProps,
  type DayRange,
  type DownloadReportsOptions,
  type FileUrlResponse,
  type ServiceReport,
  type TaskBundleRequest,
  type TaskFile,
  type TaskHistoryEntry,
  type TaskListStatus,
  type TaskRow,
  type TaskStatusId,
  type TaskStatusUpdated,
  type TaskUploadResponse,
  getRuntimeConfig,
  resolveApiLink,
} from '@portal/shared';
import { intervalOfMode, statusOfMode, type TaskListMode } from './task-dates';

/**
 * Every call of spec section 7 "Tasks" this remote makes: the only module that talks to the API. List
 * keys are the call paths (customer, location, range and status), so a new location or interval is a
 * new key and the tables reload; what reloads after a change is declared in the revalidation map.
 */

const segment = encodeURIComponent;

function taskListPath(customerId: string, locationCode: string, range: DayRange, status: TaskListStatus, take?: number): string {
  const path = `/task/${segment(customerId)}/location/${segment(locationCode)}/tasks/${range.from}/${range.to}/${status}`;
  return take === undefined ? path : `${path}?take=${take}`;
}

/** Spec section 8: a 404 from a task list is an empty list, not an error. */
async function emptyOn404(call: () => Promise<TaskRow[]>): Promise<TaskRow[]> {
  try {
    return await call();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

/** GET of a task list path; a 404 is an empty list. */
export function taskListFetcher(path: string): Promise<TaskRow[]> {
  return emptyOn404(() => apiFetcher<TaskRow[]>(path));
}

type LocationsKey = ReturnType<typeof swrKeys.taskListOfLocations>;

/** POST /task/{customerId}/tasks/{from}/{to}/{status} with the location codes (the key's tail); a 404 is an empty list. */
export function tasksOfLocationsFetcher([, customerId, from, to, status, ...codes]: LocationsKey): Promise<TaskRow[]> {
  return emptyOn404(() => apiRequest<TaskRow[]>(`/task/${segment(customerId)}/tasks/${from}/${to}/${status}`, { method: 'POST', body: codes }));
}

/** GET .../location/{code}/tasks/{from}/{to}/{status} for the active location; with `take` the first rows only (widgets). */
export function useTaskList(range: DayRange, status: TaskListStatus, take?: number, swr?: SWRConfiguration<TaskRow[]>, enabled = true) {
  const { customerId, locationCode } = useSession();
  const key = enabled && customerId && locationCode ? taskListPath(customerId, locationCode, range, status, take) : null;
  return { ...useSWR<TaskRow[]>(key, taskListFetcher, swr), hasLocation: Boolean(customerId && locationCode) };
}

/**
 * How long the route's early request (TaskListPrefetch) also answers the page's own ask: SWR's dedupe window
 * of that request. The page mounts once its chunk and the grid have loaded, which on a slow line takes longer
 * than SWR's default 2 s; with the default the page would ask again for what has just arrived.
 */
export const PREFETCH_DEDUPE_MS = 15_000;

/** A list page's time interval (spec section 3, user state): the chosen one, else its preset. */
export function useTaskPageInterval(mode: TaskListMode) {
  const { listId, preset } = intervalOfMode[mode];
  return useTimeInterval(listId, preset);
}

const noLocations: readonly string[] = [];

/**
 * The task list of a list page: its mode's status over the page's time interval, for the active location, or
 * with chosen `locations` for those (the POST call). The page and the route's early start (TaskListPrefetch,
 * with `swr.dedupingInterval`) ask through this one hook: one key, one request.
 */
export function useTaskPageList(mode: TaskListMode, locations: readonly string[] = noLocations, swr?: SWRConfiguration<TaskRow[]>) {
  const { customerId } = useSession();
  const { range } = useTaskPageInterval(mode);
  const status = statusOfMode[mode];
  const chosen = customerId && locations.length > 0 ? swrKeys.taskListOfLocations(customerId, range.from, range.to, status, locations) : null;
  const ofLocations = useSWR<TaskRow[], Error, LocationsKey | null>(chosen, tasksOfLocationsFetcher, swr);
  const ofActive = useTaskList(range, status, undefined, swr, locations.length === 0);
  return locations.length > 0 ? { ...ofLocations, hasLocation: ofActive.hasLocation } : ofActive;
}

/** GET /task/{customerId}/history/{taskId}. */
export function useTaskHistory(taskId: number) {
  const { customerId } = useSession();
  return useSWR<TaskHistoryEntry[]>(customerId ? `/task/${segment(customerId)}/history/${taskId}` : null);
}

/** POST /task/{customerId}/updateStatus/{installation}: the new status and the fresh history. */
export function updateTaskStatus(customerId: string, installation: string, taskId: number, taskStatus: TaskStatusId, comment: string): Promise<TaskStatusUpdated> {
  return apiRequest<TaskStatusUpdated>(`/task/${segment(customerId)}/updateStatus/${segment(installation)}`, {
    method: 'POST',
    body: { taskId, taskStatus, comment },
  });
}

/** GET /task/{customerId}/task/{taskId}/{installationNumber}/serviceReport. */
export function useServiceReport(taskId: number, installationNumber: string) {
  const { customerId } = useSession();
  return useSWR<ServiceReport>(customerId ? `/task/${segment(customerId)}/task/${taskId}/${segment(installationNumber)}/serviceReport` : null);
}

/** POST /task/{customerId}/controlSchema/ with the report file and installation. */
export function useControlReport(props: Pick<ControlSchemaOverlayProps, 'reportFile' | 'installationReferenceCode' | 'installationType'>) {
  const { customerId } = useSession();
  const key = customerId ? (['control-schema', customerId, props.reportFile, props.installationReferenceCode, props.installationType] as const) : null;
  return useSWR<ControlReport, Error, typeof key>(key, ([, customer, reportFile, installationReferenceCode, installationType]: readonly [string, string, string, string, string]) =>
    apiRequest<ControlReport>(`/task/${segment(customer)}/controlSchema/`, { method: 'POST', body: { reportFile, installationReferenceCode, installationType } }),
  );
}

/**
 * Opens a PDF whose signed link a call answers in a new tab. The tab is opened inside the click (a
 * popup blocker lets it through) and closed again when the call fails.
 */
async function openPdf(link: () => Promise<FileUrlResponse>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    // Relative on the portal: made absolute here, as the new tab's address.
    const url = new URL(resolveApiLink((await link()).url, (await getRuntimeConfig()).apiBaseUrl), window.location.href).href;
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

/** GET .../serviceReport/pdf, opened in a new tab. */
export function openServiceReportPdf(customerId: string, taskId: number, installationNumber: string): Promise<void> {
  return openPdf(() => apiRequest<FileUrlResponse>(`/task/${segment(customerId)}/task/${taskId}/${segment(installationNumber)}/serviceReport/pdf`));
}

/** POST /task/{customerId}/{locationName}/{installationName}/{installationType}/controlSchema/pdf, opened in a new tab. */
export function openControlSchemaPdf(customerId: string, props: ControlSchemaOverlayProps): Promise<void> {
  const labels = [props.locationName, props.installationName, props.installationType].map((label) => segment(label || '-')).join('/');
  return openPdf(() =>
    apiRequest<FileUrlResponse>(`/task/${segment(customerId)}/${labels}/controlSchema/pdf`, {
      method: 'POST',
      body: { reportFile: props.reportFile, installationReferenceCode: props.installationReferenceCode },
    }),
  );
}

/** GET /task/{customerId}/tasks/{taskId}/getFiles (spec section 8: a failure is only logged; the overlay shows it too). */
export function useTaskFiles(taskId: number) {
  const { customerId } = useSession();
  return useSWR<TaskFile[]>(customerId ? `/task/${segment(customerId)}/tasks/${taskId}/getFiles` : null);
}

/** POST multipart /task/{customerId}/tasks/{taskId}/uploadFiles: parts `files`, the comment as a text file `commentFile` (spec section 5). */
export async function uploadTaskFiles(
  customerId: string,
  taskId: number,
  files: readonly File[],
  comment: string,
  onProgress: (fraction: number) => void,
): Promise<TaskUploadResponse> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  form.append('commentFile', new Blob([comment.trim()], { type: 'text/plain' }), 'comment.txt');
  const response = await uploadWithProgress(`/task/${segment(customerId)}/tasks/${taskId}/uploadFiles`, form, { method: 'POST', onProgress });
  return response.json<TaskUploadResponse>();
}

/** DELETE /task/{customerId}/tasks/{taskId}/{fileName}. */
export function deleteTaskFile(customerId: string, taskId: number, fileName: string): Promise<void> {
  return apiRequest<undefined>(`/task/${segment(customerId)}/tasks/${taskId}/${segment(fileName)}`, { method: 'DELETE' });
}

/** POST /task/{customerId}/zipfile/{locationCode}/{flags...}: 202, the link arrives by e-mail. */
export function requestTaskBundle(customerId: string, locationCode: string, options: DownloadReportsOptions, request: TaskBundleRequest): Promise<{ accepted: true }> {
  const flags = taskBundleFlags.map((flag) => String(options[flag])).join('/');
  return apiRequest<{ accepted: true }>(`/task/${segment(customerId)}/zipfile/${segment(locationCode)}/${flags}`, { method: 'POST', body: request });
}
