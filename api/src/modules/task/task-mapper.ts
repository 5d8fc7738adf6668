import type { TaskFile, TaskHistoryEntry, TaskRow } from '@portal/shared/contract';
import { dayOf, isTaskOverdue } from '@portal/shared/rules';
import type { DownloadLinks } from '../../auth/download-token.js';
import { DETAILS_LINK_SECONDS } from '../../auth/download-token.js';
import { toIso } from '../issue/issue-mapper.js';
import type { TaskFileRow, TaskHistoryRow, TaskListRow } from './task.repository.js';

const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : toIso(value));

/** A list row of the contract (spec section 3 "Task row"); `now`'s day decides the overdue indicator (due today is not overdue). */
export function toTaskRow(row: TaskListRow, now: string, siteNames: ReadonlyMap<number, string>): TaskRow {
  const due = toIso(row.due_date);
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    type: row.type,
    status: row.status,
    installation: row.installation_name,
    installationReferenceCode: row.installation_code,
    installationId: row.installation_id,
    installationType: row.installation_type,
    location: row.location_code,
    locationName: row.location_name,
    facilityName: siteNames.get(row.location_id) ?? row.location_name,
    due,
    start: isoOrNull(row.start_date),
    planned: isoOrNull(row.planned_date),
    completed: isoOrNull(row.completed_date),
    jobNumber: row.job_number,
    latestNote: row.latest_note ?? null,
    overdue: isTaskOverdue({ status: row.status, due }, dayOf(now)),
    hasServiceReport: row.service_report_id !== null,
    hasControlSchema: row.control_schema_file !== null,
    controlSchemaFile: row.control_schema_file,
    controlSchemaItems: row.control_schema_file === null ? 0 : Number(row.control_schema_items ?? 0),
    fileCount: Number(row.file_count ?? 0),
  };
}

export function toHistoryEntry(row: TaskHistoryRow): TaskHistoryEntry {
  return { created: toIso(row.created), taskStatus: row.task_status, note: { value: row.note }, responsible: row.responsible };
}

/** A task file with a signed link (spec: name link and short description). */
export async function toTaskFile(links: DownloadLinks, file: Pick<TaskFileRow, 'display_name' | 'short_description' | 'storage_key' | 'content_type'>): Promise<TaskFile> {
  return {
    displayName: file.display_name,
    fileName: file.display_name,
    shortDescription: file.short_description,
    url: await links.url({ key: file.storage_key, fileName: file.display_name, contentType: file.content_type }, DETAILS_LINK_SECONDS),
  };
}
