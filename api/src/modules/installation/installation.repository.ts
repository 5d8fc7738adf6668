import type { Kysely } from 'kysely';
import type { InstallationStatusColour } from '@portal/shared/contract';
import { isOpenIssue, isOverdueTask } from '../../db/conditions.js';
import { toBoolean } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * Status colour per installation (spec section 2): red with open issues on the unit, yellow with
 * overdue inspections, otherwise green. `now` is an ISO timestamp.
 */
export async function findInstallationStatuses(
  db: Kysely<Database>,
  customerId: number,
  installationIds: readonly number[],
  now: string,
): Promise<Map<number, InstallationStatusColour>> {
  if (installationIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('installations')
    .select((eb) => [
      'installations.id',
      eb
        .exists(eb.selectFrom('issues').select('issues.id').whereRef('issues.installation_id', '=', 'installations.id').where(isOpenIssue))
        .as('has_issues'),
      eb
        .exists(
          eb
            .selectFrom('tasks')
            .select('tasks.id')
            .whereRef('tasks.installation_id', '=', 'installations.id')
            .where((tasks) => isOverdueTask(tasks, now)),
        )
        .as('has_overdue'),
    ])
    .where('installations.customer_id', '=', customerId)
    .where('installations.id', 'in', installationIds)
    .execute();
  return new Map(
    rows.map((row): [number, InstallationStatusColour] => [
      row.id,
      toBoolean(row.has_issues) ? 'red' : toBoolean(row.has_overdue) ? 'yellow' : 'green',
    ]),
  );
}
