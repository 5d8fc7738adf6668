import {
  apiRequest,
  uploadWithProgress,
  type DownloadReportsOptions,
  type Installation,
  type InstallationFilesResponse,
  type InstallationQueryResult,
  type InstallationSortColumn,
  type InstallationSortDirection,
  type TaskBundleRequest,
} from '@portal/shared';
import { installationCodePart, taskBundleFlags } from '@portal/shared/rules';

const segment = encodeURIComponent;

export interface InstallationQuery {
  skip: number;
  take: number;
  sortCol: InstallationSortColumn;
  sortDir: InstallationSortDirection;
  nameSearch: string;
  typeFilter: string;
}

/** GET /installation/{customerId}/location/{locationCode}/installations/query: one page, the total and the types. */
export function queryInstallations(customerId: string, locationCode: string, query: InstallationQuery, signal?: AbortSignal): Promise<InstallationQueryResult> {
  const params = new URLSearchParams({ skip: String(query.skip), take: String(query.take), sortCol: query.sortCol, sortDir: query.sortDir });
  if (query.nameSearch.trim()) params.set('nameSearch', query.nameSearch.trim());
  if (query.typeFilter) params.set('typeFilter', query.typeFilter);
  return apiRequest<InstallationQueryResult>(`/installation/${segment(customerId)}/location/${segment(locationCode)}/installations/query?${params}`, {
    ...(signal ? { signal } : {}),
  });
}

/**
 * GET /installation/{customerId}/location/{locationCode}/installations: every unit of the location, unpaged
 * (spec section 7). The footer's select-all needs the whole list of the location's units (ADR 0043).
 */
export function listAllInstallations(customerId: string, locationCode: string): Promise<Installation[]> {
  return apiRequest<Installation[]>(`/installation/${segment(customerId)}/location/${segment(locationCode)}/installations`);
}

/**
 * POST /task/{customerId}/zipfile/{locationCode}/{flags...} with `InstallationIds`: the reports of the selected
 * units' inspections, zipped and mailed to the signed-in employee (202).
 */
export function requestUnitBundle(customerId: string, locationCode: string, installationIds: readonly number[], options: DownloadReportsOptions): Promise<{ accepted: true }> {
  const flags = taskBundleFlags.map((flag) => String(options[flag])).join('/');
  const body: TaskBundleRequest = { TaskIds: [], InstallationIds: [...installationIds] };
  return apiRequest<{ accepted: true }>(`/task/${segment(customerId)}/zipfile/${segment(locationCode)}/${flags}`, { method: 'POST', body });
}

/** PUT /installation/{customerId}/{id}/location/{locationCode}/{installationCode}/uploadFiles: parts `files` and `commentFile`. */
export async function uploadInstallationFiles(
  customerId: string,
  locationCode: string,
  installation: { id: number; code: string },
  files: readonly File[],
  comment: string,
  onProgress: (fraction: number) => void,
): Promise<InstallationFilesResponse> {
  const form = new FormData();
  if (comment.trim()) form.append('commentFile', comment.trim());
  for (const file of files) form.append('files', file, file.name);
  const path = `/installation/${segment(customerId)}/${installation.id}/location/${segment(locationCode)}/${segment(installationCodePart(installation.code))}/uploadFiles`;
  const response = await uploadWithProgress(path, form, { method: 'PUT', onProgress });
  return response.json<InstallationFilesResponse>();
}

/** DELETE /installation/{customerId}/deleteFile/{installationId}/{fileName}/{locationRef}/{installationCode}. */
export function deleteInstallationFile(customerId: string, locationCode: string, installation: { id: number; code: string }, fileName: string): Promise<undefined> {
  const path = `/installation/${segment(customerId)}/deleteFile/${installation.id}/${segment(fileName)}/${segment(locationCode)}/${segment(installationCodePart(installation.code))}`;
  return apiRequest<undefined>(path, { method: 'DELETE' });
}
