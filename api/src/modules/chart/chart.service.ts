import type { Kysely } from 'kysely';
import type { LocationStatistics } from '@portal/shared/contract';
import type { Database, LocationRow } from '../../db/schema.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { scopeOf } from '../location/location-scope.js';
import { findLocationByCode } from '../location/location.repository.js';
import { countStatistics } from './chart.repository.js';

/** Statistics of a location and everything inside it (the chart's bar group for it). */
export async function locationStatistics(
  db: Kysely<Database>,
  customerId: number,
  code: string,
  /** The location when the caller already read it (the customer-access guard does, with the membership). */
  known?: LocationRow | null,
): Promise<LocationStatistics> {
  const location = known !== undefined ? known : await findLocationByCode(db, customerId, code);
  if (!location) throw new NotFoundError('The location does not exist');
  const counts = await countStatistics(db, scopeOf(customerId, location.id));
  return { name: location.name, ...counts };
}
