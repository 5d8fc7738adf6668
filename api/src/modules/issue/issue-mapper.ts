import type { IssueDetails, IssueFile, IssueRow, IssueTransaction, ThermographyField, ThermographyIssueRow } from '@portal/shared/contract';
import { isCustomerFixPending, issueSeverity } from '@portal/shared/rules';
/** Danish status phrases written into the history ('Afluttet' is spelled so): defined once in the contract. */
export { issueStatusPhrases as STATUS_PHRASES } from '@portal/shared/rules';
import type { IssueBaseRow, IssueListRow, IssueNoteRow, IssueTransactionRow } from './issue.repository.js';

/** ISO text of a timestamp: PostgreSQL gives Date, SQLite the stored text (assumed UTC without a zone). */
const CANONICAL_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function toIso(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  // What the API itself writes: already the answer (the list calls map thousands of these).
  if (CANONICAL_ISO.test(value)) return value;
  const hasZone = /([zZ]|[+-]\d{2}:?\d{2})$/.test(value);
  const date = new Date(hasZone ? value : `${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** 'Mads Holm Jensen' -> 'MHJ'. */
export function initialsOf(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter((part) => part !== '')
    .map((part) => part[0]?.toLocaleUpperCase('da-DK') ?? '')
    .join('');
}

/** A thermography field type as a row key: spaces and dots removed ('Temp. max' -> 'Tempmax'). */
export const fieldKey = (fieldType: string): string => fieldType.replace(/[\s.]/g, '');

export function toIssueRow(row: IssueListRow): IssueRow {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    // A thermography fault's type carries its class ('Fejlklasse 2'): that class is its severity.
    severity: issueSeverity({ errorType: row.error_type, Fejlklasse: row.kind === 'thermography' ? row.error_type : null }),
    taskId: row.task_id,
    installationReferenceCode: row.installation_code,
    installation: row.installation_name,
    installationType: row.installation_type,
    locationName: row.location_name,
    locationCode: row.location_code,
    hasIssueReport: true,
    hasServiceReport: row.service_report_id !== null,
    hasControlSchema: row.control_schema_file !== null,
    responsible: row.responsible,
    created: toIso(row.created),
    updated: toIso(row.updated),
    latestNote: row.latest_note ?? null,
    controlSchemaFile: row.control_schema_file,
    controlSchemaItems: row.control_schema_file === null ? 0 : Number(row.control_schema_items ?? 0),
    jobNumber: row.job_number,
    fileCount: Number(row.file_count ?? 0),
    customerFixPending: isCustomerFixPending({ status: row.status, customerFixedAt: row.customer_fixed_at, verifiedAt: row.verified_at }),
  };
}

/** The customer's own fix of an issue row, or null when it has none. */
export function customerFixOf(row: Pick<IssueBaseRow, 'status' | 'customer_fixed_at' | 'verified_at'>): IssueDetails['customerFix'] {
  if (row.customer_fixed_at === null) return null;
  return {
    fixedAt: toIso(row.customer_fixed_at),
    verifiedAt: row.verified_at === null ? null : toIso(row.verified_at),
    pending: isCustomerFixPending({ status: row.status, customerFixedAt: row.customer_fixed_at, verifiedAt: row.verified_at }),
  };
}

export interface ThermographyExtras {
  fields: { field_type: string; value: string }[];
  latestComment: string | null;
  report: { fileName: string; fileUrl: string } | null;
}

export function toThermographyRow(row: IssueBaseRow, extras: ThermographyExtras): ThermographyIssueRow {
  const fixed: ThermographyIssueRow = {
    created: toIso(row.created).slice(0, 10),
    issueId: row.id,
    number: row.number,
    responsible: row.responsible,
    responsibleInitials: initialsOf(row.responsible),
    status: row.status,
    note: extras.latestComment,
    fileUrl: extras.report?.fileUrl ?? null,
    fileName: extras.report?.fileName ?? null,
    Tavlenr: '',
    Tavletype: '',
    Fejlklasse: '',
    Fejltype: '',
    FejlId: '',
  };
  const custom: Record<string, string> = {};
  for (const field of extras.fields) {
    const key = fieldKey(field.field_type);
    if (key === 'Fejlklasse') fixed.Fejlklasse = field.value.replace(/\D/g, '');
    else if (['Tavlenr', 'Tavletype', 'Fejltype', 'FejlId'].includes(key)) fixed[key] = field.value;
    else if (key !== '' && !(key in fixed)) custom[key] = field.value;
  }
  return { ...custom, ...fixed };
}

export const toTransaction = (row: IssueTransactionRow): IssueTransaction => ({
  date: toIso(row.date),
  person: row.person,
  statusPhrase: row.status_phrase,
  comment: row.comment,
});

export interface DetailsExtras {
  notes: IssueNoteRow[];
  transactions: IssueTransactionRow[];
  files: IssueFile[];
  fields: { field_type: string; value: string }[];
  /** The thermography report among `files`, or null. */
  thermographyReport: IssueFile | null;
}

/** Every thermography field, by type (the order the database gives is not stable across the two). */
function toThermographyFields(fields: DetailsExtras['fields']): ThermographyField[] {
  return fields
    .map((field) => ({ key: fieldKey(field.field_type), type: field.field_type, value: field.value }))
    .sort((a, b) => a.type.localeCompare(b.type, 'da-DK'));
}

export function toIssueDetails(row: IssueBaseRow, extras: DetailsExtras): IssueDetails {
  const fieldValue = (key: string): string | null => extras.fields.find((field) => fieldKey(field.field_type) === key)?.value ?? null;
  return {
    issueId: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    created: toIso(row.created),
    updated: toIso(row.updated),
    updatedBy: row.updated_by,
    responsible: row.responsible,
    type: row.type,
    errorType: row.error_type,
    reference: row.reference,
    description: row.description,
    installationReferenceCode: row.installation_code,
    installation: row.installation_name,
    locationCode: row.location_code,
    locationName: row.location_name,
    tabletNumber: fieldValue('Tavlenr'),
    tabletType: fieldValue('Tavletype'),
    thermographyFields: toThermographyFields(extras.fields),
    thermographyReport: extras.thermographyReport,
    notes: extras.notes.map((note) => ({ value: note.value, created: toIso(note.created) })),
    files: extras.files,
    transactions: extras.transactions.map(toTransaction),
    customerFix: customerFixOf(row),
  };
}
