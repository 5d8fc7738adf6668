/**
 * The lists' exports (ADR 0053), under /api/export: `GET /export/{customerId}/{list}.{format}?...` streams the
 * file; `.../link` answers a signed link a browser opens without a Bearer header. The query is the list call's
 * parameters and the page's own filters and sort (ExportParams).
 */
export type ExportListName = 'faults' | 'thermography' | 'inspections' | 'installations' | 'locations' | 'audit' | 'notifications';
export type ExportFormat = 'csv' | 'xlsx';

/**
 * An export's query: the list call's parameters (location, the chosen sub-locations, the interval and status, the
 * portfolio's months, the audit's person), then the page's search (`q`), choices and sorted column (`sort`, `dir`).
 */
export interface ExportParams {
  location?: string | undefined;
  /** Sub-locations chosen in the header, comma-separated. */
  locations?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  status?: string | undefined;
  months?: number | undefined;
  employeeId?: number | undefined;
  q?: string | undefined;
  sort?: string | undefined;
  dir?: 'asc' | 'desc' | undefined;
  severity?: string | undefined;
  issueStatus?: string | undefined;
  installationType?: string | undefined;
}

/** GET /export/{customerId}/{list}.{format}/link */
export interface ExportLinkResponse {
  url: string;
}
