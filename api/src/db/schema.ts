import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';
import type { NotificationCulture, QuoteDecisionStatus, Role } from '@portal/shared/contract';
import type { FilePurpose, IssueKind, IssueStatus, NotificationType, TaskStatus } from './domain-constants.js';

/**
 * Table interfaces for Kysely. Column names are snake_case in the database; the repositories map
 * them to the contract's camelCase shapes.
 *
 * Booleans are stored as `boolean` on PostgreSQL and as 0/1 on SQLite (the SQLite connection has a
 * plugin that turns boolean parameters into 0/1), so they read back as `boolean | number`.
 */
export type DbBoolean = ColumnType<boolean | number, boolean | undefined, boolean>;

/** PostgreSQL returns `Date`, SQLite the stored ISO text. Written as ISO text. */
export type DbTimestamp = ColumnType<Date | string, string | undefined, string>;

export interface CustomersTable {
  id: Generated<number>;
  name: string;
  xal_id: string;
  /** The customer's Admins require two-factor of every password user (migration 0023). */
  require_two_factor: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  /** Whether guests may report a fault by a QR label (migration 0020; off by default). */
  guest_reports: DbBoolean;
  /** The QR labels' generation (migration 0020): raising it makes every earlier label stop working. */
  label_generation: ColumnType<number, number | undefined, number>;
}

export interface EmployeeTotpTable {
  employee_id: number;
  /** The authenticator key, base32 (ADR 0057). */
  secret: string;
  created_at: DbTimestamp;
  /** Null while the enrolment waits for its first code. */
  confirmed_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The 30-second step of the last accepted code (bigint comes back as a string from pg). */
  last_step: ColumnType<string | number | null, number | null | undefined, number | null>;
}

/** A customer's OpenID Connect provider (migration 0028, ADR 0063). */
export interface CustomerSingleSignOnTable {
  customer_id: number;
  issuer: string;
  client_id: string;
  /** Encrypted with SSO_SECRET_KEY (`single-sign-on-secret.ts`); never sent to a browser. */
  client_secret: string;
  enforced: DbBoolean;
  just_in_time: DbBoolean;
}

/** The e-mail domains (lower-cased) that sign in at a customer's provider; a domain is one customer's. */
export interface CustomerSingleSignOnDomainsTable {
  domain: string;
  customer_id: number;
}

export interface EmployeeRecoveryCodesTable {
  employee_id: number;
  /** SHA-256 (hex) of the normalised code. */
  code_hash: string;
  used_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

export interface EmployeesTable {
  id: Generated<number>;
  name: string;
  /** Always lower-cased. */
  email: string;
  /** `scrypt$N$r$p$salt$hash`, see modules/authentication/password.ts. */
  password_hash: string;
  newsletter: DbBoolean;
  /** The profile's language preference (migration 0011): da-DK, en-GB or de-DE; null = the portal's default. */
  culture: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the employee accepted the provider's terms (migration 0011). */
  terms_accepted_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

export interface MembershipsTable {
  employee_id: number;
  customer_id: number;
  role: Role;
  /** A deactivated member is no member (migration 0011): the guard and the sign-in skip the row. */
  active: ColumnType<boolean | number, boolean | number | undefined, boolean>;
  /** Sees only the locations in `membership_locations` and their sub-locations (auth/location-access.ts). */
  restricted: ColumnType<boolean | number, boolean | number | undefined, boolean>;
  /** The name this customer shows for the person (migration 0016); null = the person's own name. */
  display_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** The right to decide remediation quotes (Admins always may; migration 0022). */
  may_approve_quotes: ColumnType<boolean | number, boolean | number | undefined, boolean>;
  /** When an Admin added the person, until they next sign in or set a password (migration 0016); null = not pending. */
  invited_at: ColumnType<Date | string | null, Date | string | null | undefined, string | null>;
}

/** The allowed root locations of a restricted member (migration 0011). */
export interface MembershipLocationsTable {
  employee_id: number;
  customer_id: number;
  location_id: number;
}

export type EmployeeTokenPurpose = 'invite' | 'reset';

/** One-time links (invitation, password reset): only the SHA-256 of the token is stored (migration 0011). */
export interface EmployeeTokensTable {
  token_hash: string;
  employee_id: number;
  /** The inviting customer (invitations); null for a password reset. */
  customer_id: number | null;
  purpose: EmployeeTokenPurpose;
  created_at: DbTimestamp;
  expires_at: DbTimestamp;
  used_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** The customer's audit trail (migration 0011, modules/audit): written in the change's own transaction. */
export interface AuditLogTable {
  id: Generated<number>;
  customer_id: number;
  created_at: DbTimestamp;
  employee_id: number | null;
  actor_name: string;
  impersonator: string | null;
  action: string;
  location_id: number | null;
  subject: string;
  details: string | null;
  /** The subject and details as codes and values (JSON of AuditParams, migration 0019); null before it. */
  params: string | null;
}

export interface LocationsTable {
  id: Generated<number>;
  customer_id: number;
  code: string;
  name: string;
  parent_id: number | null;
  street_name: string | null;
  zip_code: string | null;
  city: string | null;
  contact: string | null;
  phone_number: string | null;
  /** WGS 84 decimal degrees (migration 0018); both or neither. */
  latitude: number | null;
  longitude: number | null;
}

/**
 * Stored ancestry (closure table, ADR 0008): one row per location and each of its ancestors,
 * plus the location itself at depth 0. Kept right by triggers on `locations`, never written by
 * the application, so it is not part of `Database` (the tables the application writes); queries
 * reach it through `withAncestry` in modules/location/location-scope.ts.
 */
export interface LocationAncestorsTable {
  ancestor_id: number;
  descendant_id: number;
  /** 0 = the location itself, 1 = its parent, ... */
  depth: number;
}

/** Counts of one location's own rows (not its descendants'), kept by triggers (migration 0004). */
export interface LocationCountersTable {
  location_id: number;
  installations: number;
  open_issues: number;
  closed_issues: number;
  open_tasks: number;
  closed_tasks: number;
}

/** The portfolio overview's aggregates of a location's own rows, kept by triggers (migration 0017, ADR 0051). */
export interface LocationTaskMonthsTable {
  location_id: number;
  /** 'YYYY-MM' (UTC) the tasks fall due in. */
  month: string;
  on_time: number;
  late: number;
  open: number;
}

export interface LocationOpenTaskDaysTable {
  location_id: number;
  /** 'YYYY-MM-DD' (UTC) the open tasks fall due on. */
  day: string;
  open: number;
}

export interface LocationIssueMonthsTable {
  location_id: number;
  month: string;
  issues_found: number;
  issues_closed: number;
}

export interface LocationOpenFaultsTable {
  location_id: number;
  /** 'A', 'B', 'C', or '' when neither the class nor the type says. */
  severity: string;
  open_issues: number;
  oldest_created: DbTimestamp;
  oldest_issue_id: number;
  oldest_issue_number: Generated<string>;
}

export interface ImpersonationLogTable {
  id: Generated<number>;
  customer_id: number;
  employee_id: number;
  impersonator: string;
  created_at: DbTimestamp;
}

/** One sign-in (migration 0005): tokens carry its id as `sid`. */
export interface SessionsTable {
  id: string;
  employee_id: number;
  created_at: DbTimestamp;
  expires_at: DbTimestamp;
  revoked_at: DbTimestamp | null;
}

export interface InstallationsTable {
  id: Generated<number>;
  customer_id: number;
  location_id: number;
  /** The provider's code; may contain a slash (the part after it is shown). */
  code: string;
  name: string;
  type: string;
  /** lower(name) + line break + lower(code), generated by the database (migrations 0012, 0014: every letter folded on SQLite too): what the search reads. */
  search_key: GeneratedAlways<string>;
}

export interface TasksTable {
  id: Generated<number>;
  customer_id: number;
  location_id: number;
  installation_id: number;
  /** The provider's task number, unique per customer. */
  number: string;
  job_number: string | null;
  name: string;
  type: string;
  status: TaskStatus;
  due_date: DbTimestamp;
  start_date: DbTimestamp | null;
  planned_date: DbTimestamp | null;
  completed_date: DbTimestamp | null;
  /** Raised by a trigger when a field its calendar event shows changes: the event's SEQUENCE (migration 0026). */
  revision: Generated<number>;
}

export interface TaskHistoryTable {
  id: Generated<number>;
  task_id: number;
  created: DbTimestamp;
  task_status: TaskStatus;
  note: string | null;
  responsible: string;
}

export interface IssuesTable {
  id: Generated<number>;
  customer_id: number;
  location_id: number;
  installation_id: number;
  task_id: number | null;
  /** The provider's issue number, unique per customer. */
  number: string;
  kind: ColumnType<IssueKind, IssueKind | undefined, IssueKind>;
  status: IssueStatus;
  created: DbTimestamp;
  updated: DbTimestamp;
  updated_by: string;
  responsible: string;
  type: string;
  error_type: string | null;
  reference: string | null;
  description: string | null;
  /** A reported fault's urgency (migration 0020): 'normal' or 'critical'; null for the provider's faults. */
  urgency: ColumnType<string | null, string | null | undefined, string | null>;
  contact_phone: ColumnType<string | null, string | null | undefined, string | null>;
  /** A guest reporter's name and e-mail address (a signed-in reporter is the history's person). */
  reporter_name: ColumnType<string | null, string | null | undefined, string | null>;
  reporter_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** Whether the report came through a unit's QR label. */
  reported_by_label: DbBoolean;
  /** When the customer completed the fault with evidence of its own fix, and when the provider confirmed it. */
  customer_fixed_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  verified_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

export interface IssueTransactionsTable {
  id: Generated<number>;
  issue_id: number;
  date: DbTimestamp;
  person: string;
  status: IssueStatus;
  status_phrase: string;
  comment: string;
}

export interface IssueNotesTable {
  id: Generated<number>;
  issue_id: number;
  created: DbTimestamp;
  value: string;
}

export interface ThermographyFieldsTable {
  issue_id: number;
  field_type: string;
  value: string;
}

export interface ServiceReportsTable {
  id: Generated<number>;
  task_id: number;
  case_number: string;
  activity_type: string;
  task_name: string;
  installation_number: string;
  responsible: string;
  stop_date: DbTimestamp;
  customer_reference: string | null;
}

export interface ServiceReportLinesTable {
  id: Generated<number>;
  service_report_id: number;
  position: number;
  description: string;
  checked: DbBoolean;
  type: ColumnType<'header' | 'line', 'header' | 'line' | undefined, 'header' | 'line'>;
}

/** A service comment: what the technician wrote on the report (spec section 2, overlay table "service comments"). */
export interface ServiceReportCommentsTable {
  id: Generated<number>;
  service_report_id: number;
  position: number;
  date: DbTimestamp;
  person: string;
  comment: string;
}

export interface ControlSchemasTable {
  id: Generated<number>;
  task_id: number;
  report_file: string;
  company: string;
  department: string | null;
  responsible: string;
  date: DbTimestamp;
}

export interface ControlSchemaItemsTable {
  id: Generated<number>;
  control_schema_id: number;
  position: number;
  name: string;
}

export interface ControlSchemaChecksTable {
  id: Generated<number>;
  item_id: number;
  position: number;
  /** Names containing '.check' are checkboxes ('1' = ticked); others carry a value. */
  name: string;
  completed: string;
}

/** Exactly one of the four owner columns is set (a check constraint). */
export interface FilesTable {
  id: Generated<number>;
  customer_id: number;
  location_id: number | null;
  installation_id: number | null;
  issue_id: number | null;
  task_id: number | null;
  purpose: ColumnType<FilePurpose, FilePurpose | undefined, FilePurpose>;
  display_name: string;
  short_description: string | null;
  storage_key: string;
  /** bigint: PostgreSQL returns it as a string. */
  size: ColumnType<number | string, number, number>;
  content_type: string;
  uploaded_by: string;
  created: DbTimestamp;
  /** The thumbnail made from an uploaded image (migration 0020), stored beside it. */
  thumbnail_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Whether the file is evidence of the customer's own fix. */
  evidence: DbBoolean;
}

export interface NewsTable {
  id: Generated<number>;
  code: string;
  feed_id: ColumnType<number, number | undefined, number>;
  title: string;
  teaser: string;
  body_html: string;
  release_date: DbTimestamp;
}

export interface NotificationSubscriptionsTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  email: string;
  type: NotificationType;
  /** null = all locations. */
  location_id: number | null;
  /** da-DK, en-GB or de-DE (migration 0009): the digest's language. */
  culture: ColumnType<NotificationCulture, NotificationCulture | undefined, NotificationCulture>;
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** A remediation quote (migration 0022); Expired is derived from `valid_until`, never stored. */
export interface QuotesTable {
  id: Generated<number>;
  customer_id: number;
  location_id: number;
  number: string;
  title: string;
  /** Minor units (øre, cent); bigint: PostgreSQL returns it as a string. */
  amount_minor: ColumnType<number | string, number, number>;
  currency: string;
  /** The last day the quote may be accepted, YYYY-MM-DD in the customers' time zone. */
  valid_until: string;
  status: ColumnType<QuoteDecisionStatus, QuoteDecisionStatus | undefined, QuoteDecisionStatus>;
  pdf_name: string | null;
  pdf_key: string | null;
  created: DbTimestamp;
  decided_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  decided_by_employee_id: number | null;
  decided_name: string | null;
  po_number: string | null;
  decline_reason: string | null;
}

export interface QuoteIssuesTable {
  quote_id: number;
  issue_id: number;
}

/** The durable job queue (migration 0006, ADR 0014); times are ISO-8601 UTC text. */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  owner: string;
  payload: string;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  step: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  run_after: string;
  claim: string | null;
  lease_until: string | null;
  last_error: string | null;
  created: string;
  finished: string | null;
  /** A job with a key is stored once (unique, migration 0009); e.g. one digest per subscription and period. */
  key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Shared rate-limit counters (PostgreSQL only; migration 0007). */
export interface RateLimitsTable {
  key: string;
  hits: number;
  /** Epoch milliseconds (database clock) when the window ends; bigint comes back as a string from pg. */
  window_ends: ColumnType<string | number, number, number>;
}

/** An employee's calendar feed address for a customer: only the token's hash (migration 0026, ADR 0061). */
export interface CalendarFeedsTable {
  employee_id: number;
  customer_id: number;
  token_hash: string;
  created_at: DbTimestamp;
  /** The fingerprint of the last content served, and when it last changed: the feed's ETag and Last-Modified. */
  content_hash: string | null;
  content_changed_at: DbTimestamp | null;
}

/** An Admin's share link: only the token's hash, and the PIN's (migration 0027, ADR 0064). */
export interface ShareLinksTable {
  id: Generated<number>;
  customer_id: number;
  token_hash: string;
  pin_hash: string | null;
  /** 'YYYY-MM-DD', both included. */
  period_from: string;
  period_to: string;
  expires_at: DbTimestamp;
  created_at: DbTimestamp;
  created_by_employee_id: number | null;
  created_by_name: string;
  revoked_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

export interface ShareLinkLocationsTable {
  link_id: number;
  location_id: number;
}

/** One visit or download through a share link. */
export interface ShareLinkAccessesTable {
  id: Generated<number>;
  link_id: number;
  at: DbTimestamp;
  ip: string;
  what: string;
  subject: string | null;
}

export interface Database {
  customers: CustomersTable;
  employees: EmployeesTable;
  memberships: MembershipsTable;
  membership_locations: MembershipLocationsTable;
  employee_tokens: EmployeeTokensTable;
  employee_totp: EmployeeTotpTable;
  employee_recovery_codes: EmployeeRecoveryCodesTable;
  customer_single_sign_on: CustomerSingleSignOnTable;
  customer_single_sign_on_domains: CustomerSingleSignOnDomainsTable;
  audit_log: AuditLogTable;
  locations: LocationsTable;
  impersonation_log: ImpersonationLogTable;
  sessions: SessionsTable;
  installations: InstallationsTable;
  tasks: TasksTable;
  calendar_feeds: CalendarFeedsTable;
  share_links: ShareLinksTable;
  share_link_locations: ShareLinkLocationsTable;
  share_link_accesses: ShareLinkAccessesTable;
  task_history: TaskHistoryTable;
  issues: IssuesTable;
  issue_transactions: IssueTransactionsTable;
  issue_notes: IssueNotesTable;
  thermography_fields: ThermographyFieldsTable;
  service_reports: ServiceReportsTable;
  service_report_lines: ServiceReportLinesTable;
  service_report_comments: ServiceReportCommentsTable;
  control_schemas: ControlSchemasTable;
  control_schema_items: ControlSchemaItemsTable;
  control_schema_checks: ControlSchemaChecksTable;
  files: FilesTable;
  news: NewsTable;
  notification_subscriptions: NotificationSubscriptionsTable;
  jobs: JobsTable;
  quotes: QuotesTable;
  quote_issues: QuoteIssuesTable;
  rate_limits: RateLimitsTable;
}

export type CustomerRow = Selectable<CustomersTable>;
export type EmployeeRow = Selectable<EmployeesTable>;
export type LocationRow = Selectable<LocationsTable>;
export type NewLocation = Insertable<LocationsTable>;

/** The tables maintained by the database itself (triggers). */
export type DerivedTables = {
  location_ancestors: LocationAncestorsTable;
  location_counters: LocationCountersTable;
  location_task_months: LocationTaskMonthsTable;
  location_open_task_days: LocationOpenTaskDaysTable;
  location_issue_months: LocationIssueMonthsTable;
  location_open_faults: LocationOpenFaultsTable;
};
