import { apiRequest, type FaultReportResponse, type FaultReportTarget, type Installation, type InstallationQueryResult } from '@portal/shared';

/** The calls of the report form: the only module of the form that talks to the API. */

const segment = encodeURIComponent;

/** GET /issue/{customerId}/report-target/{token}: the unit a QR label names. */
export function fetchReportTarget(customerId: string, token: string): Promise<FaultReportTarget> {
  return apiRequest<FaultReportTarget>(`/issue/${segment(customerId)}/report-target/${segment(token)}`);
}

/** The units of the active location whose name or code matches the search: the first ten by name. */
export async function searchInstallations(customerId: string, locationCode: string, text: string, signal?: AbortSignal): Promise<Installation[]> {
  const params = new URLSearchParams({ skip: '0', take: '10', sortCol: 'name', sortDir: 'asc', nameSearch: text.trim() });
  const result = await apiRequest<InstallationQueryResult>(`/installation/${segment(customerId)}/location/${segment(locationCode)}/installations/query?${params}`, {
    ...(signal ? { signal } : {}),
  });
  return result.installations;
}

export interface FaultReportForm {
  installationReferenceCode?: string;
  token?: string;
  description: string;
  urgency: string;
  phone: string;
  files: readonly File[];
}

/** POST /issue/{customerId}/report: the fields first, then the files (the server reads them in that order). */
export function submitFaultReport(customerId: string, form: FaultReportForm): Promise<FaultReportResponse> {
  const body = new FormData();
  if (form.token) body.append('token', form.token);
  if (form.installationReferenceCode) body.append('installationReferenceCode', form.installationReferenceCode);
  body.append('description', form.description);
  body.append('urgency', form.urgency);
  body.append('phone', form.phone);
  for (const file of form.files) body.append('files', file, file.name);
  return apiRequest<FaultReportResponse>(`/issue/${segment(customerId)}/report`, { method: 'POST', body });
}
