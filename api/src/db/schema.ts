import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Role } from '@portal/shared/contract';

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
}

export interface EmployeesTable {
  id: Generated<number>;
  name: string;
  /** Always lower-cased. */
  email: string;
  /** `scrypt$N$r$p$salt$hash`, see modules/authentication/password.ts. */
  password_hash: string;
  newsletter: DbBoolean;
}

export interface MembershipsTable {
  employee_id: number;
  customer_id: number;
  role: Role;
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
}

export interface ImpersonationLogTable {
  id: Generated<number>;
  customer_id: number;
  employee_id: number;
  impersonator: string;
  created_at: DbTimestamp;
}

export interface Database {
  customers: CustomersTable;
  employees: EmployeesTable;
  memberships: MembershipsTable;
  locations: LocationsTable;
  impersonation_log: ImpersonationLogTable;
}

export type CustomerRow = Selectable<CustomersTable>;
export type EmployeeRow = Selectable<EmployeesTable>;
export type LocationRow = Selectable<LocationsTable>;
export type NewLocation = Insertable<LocationsTable>;
