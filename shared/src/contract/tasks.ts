/**
 * The tasks (inspections) domain of the API contract (spec section 7 "Tasks"; shapes from section 3).
 * Every path is under /api/task. `taskId` in paths and rows is the task's database id; `number` is the
 * provider's task number. Dates are ISO 8601 strings. The rules (list statuses, status ids, bundle
 * flags) are in tasks.rules.js.
 */
import type { TaskListStatus, TaskStatusId } from './tasks.rules.js';

export type { TaskListStatus, TaskStatusId };

/** A stored task status: the fixed ones, or PostponedBy{provider}. */
export type TaskStatusCode =
  | 'Completed'
  | 'Open'
  | 'PostponedByCustomer'
  | 'Planned'
  | 'Handled'
  | 'NotHandled'
  | 'Started'
  | 'Activated'
  | `PostponedBy${string}`;

/** A row of the task lists and the service plan (spec section 3 "Task row"). */
export interface TaskRow {
  id: number;
  /** The provider's task number. */
  number: string;
  /** The task's name (e.g. 'Årligt eftersyn'). */
  name: string;
  type: string;
  status: TaskStatusCode;
  /** The installation's name and reference code (the code may contain a slash). */
  installation: string;
  installationReferenceCode: string;
  /** The installation's database id (the bundle's InstallationIds). */
  installationId: number;
  installationType: string;
  /** The location's code and name. */
  location: string;
  locationName: string;
  /** The name of the site (the top-level location) the task's location lies in. */
  facilityName: string;
  due: string;
  start: string | null;
  planned: string | null;
  completed: string | null;
  jobNumber: string | null;
  /** The newest history note, or null. */
  latestNote: string | null;
  /** Open (neither Completed nor Handled) and due before now. */
  overdue: boolean;
  hasServiceReport: boolean;
  hasControlSchema: boolean;
  /** The control schema's report file (its key in the control schema calls), or null. */
  controlSchemaFile: string | null;
  controlSchemaItems: number;
  fileCount: number;
}

/** GET /task/{customerId}/history/{taskId}: newest first (spec section 3 "Task history entry"). */
export interface TaskHistoryEntry {
  created: string;
  taskStatus: TaskStatusCode;
  note: { value: string | null };
  responsible: string;
}

/** A file of a task: `url` is a signed link (1 hour); `shortDescription` is the upload's comment. */
export interface TaskFile {
  url: string;
  displayName: string;
  fileName: string;
  shortDescription: string | null;
}

/** POST multipart /task/{customerId}/tasks/{taskId}/uploadFiles: the files stored. */
export interface TaskUploadResponse {
  files: TaskFile[];
}

/** A line of a service report's checklist; `type` 'header' is shown as a header. */
export interface ServiceReportLine {
  description: string;
  checked: boolean;
  type: 'header' | 'line';
}

/** A service comment: the technician's remark on the report, with its date and author (spec section 2, overlay tables). */
export interface ServiceComment {
  date: string;
  person: string;
  comment: string;
}

/** GET /task/{customerId}/task/{taskId}/{installationNumber}/serviceReport (spec section 3 "Service report"). */
export interface ServiceReport {
  taskId: number;
  installationType: string;
  caseNumber: string;
  activityType: string;
  taskName: string;
  installationNumber: string;
  responsible: string;
  /** The date performed. */
  stopDate: string;
  /** The customer's reference. */
  customer: string | null;
  files: TaskFile[];
  checklistLines: ServiceReportLine[];
  /** The service comments, in the provider's order (empty when there are none). */
  comments: ServiceComment[];
}

/** A control schema check: names containing '.check' are checkboxes ('1' ticked), others a value. */
export interface ControlCheck {
  name: string;
  completed: string;
}

export interface ControlItem {
  name: string;
  checklist: ControlCheck[];
}

/** POST /task/{customerId}/controlSchema/ (spec section 3 "Control report"). */
export interface ControlReport {
  taskId: number;
  installationType: string;
  /** The installation's code as shown (the part after a slash). */
  installationId: string;
  installationName: string;
  installationReferenceCode: string;
  company: string;
  department: string | null;
  responsible: string;
  date: string;
  locationName: string;
  reportFile: string;
  items: ControlItem[];
}

/** POST /task/{customerId}/controlSchema/ body. */
export interface ControlSchemaRequest {
  reportFile: string;
  installationReferenceCode: string;
  installationType?: string;
}

/** POST /task/{customerId}/{locationName}/{installationName}/{installationType}/controlSchema/pdf body. */
export interface ControlSchemaPdfRequest {
  reportFile: string;
  installationReferenceCode: string;
}

/**
 * POST /task/{customerId}/updateStatus/{installation} ({installation}: the task's installation
 * reference code, URL-encoded): the status by select id (1-7) and an optional note.
 */
export interface UpdateTaskStatusRequest {
  taskId: number;
  taskStatus: TaskStatusId;
  comment?: string;
}

/** The answer of a status update: the new status and the fresh history. */
export interface TaskStatusUpdated {
  taskId: number;
  status: TaskStatusCode;
  history: TaskHistoryEntry[];
}

/**
 * POST /task/{customerId}/zipfile/{locationCode}/{includeFiles}/{includeServiceReport}/{includeIssueReport}/{includeControlSchema}.
 * The tasks are TaskIds plus the tasks of InstallationIds (inside the location). `email`/`name`
 * are accepted for compatibility; the link goes to the signed-in employee. Answer: 202 { accepted: true }.
 */
export interface TaskBundleRequest {
  TaskIds: number[];
  InstallationIds?: number[];
  email?: string;
  name?: string;
}

/** Props of the `task` overlay. */
export interface TaskOverlayProps {
  taskId: number;
  installation: string;
  installationReferenceCode: string;
  status: TaskStatusCode;
  /**
   * The task's number, name, location name and due date, for the overlay's header (the row has them). Not
   * `name`: single-spa gives every parcel a `name` prop of its own.
   */
  number?: string;
  taskName?: string;
  locationName?: string;
  due?: string;
}

/** Props of the `service-report` overlay. */
export interface ServiceReportOverlayProps {
  taskId: number;
  installationNumber: string;
}

/** Props of the `control-schema` overlay. */
export interface ControlSchemaOverlayProps {
  reportFile: string;
  installationReferenceCode: string;
  installationType: string;
  installationName: string;
  locationName: string;
}

/** Props of the `task-files` overlay (spec: the file overlay, task files for a job number). */
export interface TaskFilesOverlayProps {
  taskId: number;
  jobNumber: string | null;
}
