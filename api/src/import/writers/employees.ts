import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { insertReturning, insertRows, updateMembershipRole } from '../import.repository.js';
import type { ImportEmployee } from '../import-format.js';
import { changesOf, type Row } from './diff.js';
import type { WriterContext } from './writer-context.js';

/** The hash to store: the given one, the stored one when it verifies the password, or a new one. */
async function passwordHash(employee: ImportEmployee, storedHash: string | undefined): Promise<string | undefined> {
  if (employee.passwordHash !== undefined) return employee.passwordHash;
  if (employee.password === undefined) return storedHash;
  if (storedHash !== undefined && (await verifyPassword(employee.password, storedHash).catch(() => false))) return storedHash;
  return hashPassword(employee.password);
}

export async function writeEmployees(ctx: WriterContext, employees: readonly ImportEmployee[]): Promise<void> {
  ctx.cursor.path = '/employees';
  // scrypt runs on the libuv thread pool: hash and verify all passwords concurrently.
  const hashes = await Promise.all(
    employees.map((employee) => passwordHash(employee, ctx.existing.employees.get(employee.email.toLowerCase())?.password_hash)),
  );
  const employeeIds = new Map<string, number>();
  const inserts: Insertable<Database['employees']>[] = [];
  for (const [index, employee] of employees.entries()) {
    ctx.cursor.path = `/employees/${index}`;
    const email = employee.email.toLowerCase();
    const passwordHash = hashes[index];
    if (passwordHash === undefined) throw new Error('a new employee has no password');
    const stored = ctx.existing.employees.get(email);
    const want: Row = { name: employee.name, password_hash: passwordHash };
    if (employee.newsletter !== undefined) want.newsletter = employee.newsletter;
    if (stored) {
      employeeIds.set(email, stored.id);
      await ctx.update('employees', stored.id, changesOf(want, stored));
    } else {
      inserts.push({ email, name: employee.name, password_hash: passwordHash, newsletter: employee.newsletter ?? false });
    }
  }
  ctx.cursor.path = '/employees';
  const inserted = await insertReturning(ctx.db, 'employees', inserts, ['email']);
  for (const row of inserted) employeeIds.set(row.email, row.id);
  ctx.tally.inserted.employees += inserted.length;

  const membershipInserts: Insertable<Database['memberships']>[] = [];
  for (const [index, employee] of employees.entries()) {
    const employeeId = employeeIds.get(employee.email.toLowerCase());
    if (employeeId === undefined) throw new Error('an employee was not stored');
    const storedRoles = ctx.existing.memberships.get(employeeId);
    for (const [membershipIndex, membership] of employee.memberships.entries()) {
      ctx.cursor.path = `/employees/${index}/memberships/${membershipIndex}`;
      const customerId = ctx.customerIds.get(membership.customerXalId);
      if (customerId === undefined) throw new Error(`customer ${membership.customerXalId} is not stored`);
      const storedRole = storedRoles?.get(customerId);
      if (storedRole === undefined) membershipInserts.push({ employee_id: employeeId, customer_id: customerId, role: membership.role });
      else if (storedRole !== membership.role) {
        await updateMembershipRole(ctx.db, employeeId, customerId, membership.role);
        ctx.tally.updated.memberships += 1;
      }
    }
  }
  ctx.cursor.path = '/employees';
  await insertRows(ctx.db, 'memberships', membershipInserts);
  ctx.tally.inserted.memberships += membershipInserts.length;
}
