import type { Kysely } from 'kysely';
import type { Role } from '@portal/shared/contract';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../modules/authentication/password.js';

/**
 * Demo data: two customers with Danish locations three levels deep, an Admin employee of both and
 * a second employee of one. Idempotent: rows are found by their natural keys (xal id, e-mail,
 * customer + code) and only missing ones are inserted; nothing existing is changed.
 */

export const DEMO_EMPLOYEE = { email: 'demo@example.com', password: 'demo1234', name: 'Demo Bruger' } as const;
export const OTHER_EMPLOYEE = { email: 'anden@example.com', password: 'demo1234', name: 'Anden Bruger' } as const;

interface DemoLocation {
  code: string;
  name: string;
  streetName?: string;
  zipCode?: string;
  city?: string;
  contact?: string;
  phoneNumber?: string;
  children?: DemoLocation[];
}

interface DemoCustomer {
  name: string;
  xalId: string;
  locations: DemoLocation[];
}

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    name: 'Nordhavn Ejendomme A/S',
    xalId: 'C-10421',
    locations: [
      {
        code: 'NE-100',
        name: 'Hovedkontor København',
        streetName: 'Strandboulevarden 120',
        zipCode: '2100',
        city: 'København Ø',
        contact: 'Mette Hansen',
        phoneNumber: '+45 33 12 34 56',
        children: [
          {
            code: 'NE-110',
            name: 'Bygning A',
            streetName: 'Strandboulevarden 120A',
            zipCode: '2100',
            city: 'København Ø',
            contact: 'Mette Hansen',
            children: [
              {
                code: 'NE-111',
                name: 'Kælder og teknikrum',
                streetName: 'Strandboulevarden 120A, kælder',
                zipCode: '2100',
                city: 'København Ø',
                contact: 'Jonas Friis',
                phoneNumber: '+45 33 12 34 70',
              },
              { code: 'NE-112', name: 'Kantine og mødecenter' },
            ],
          },
          {
            code: 'NE-120',
            name: 'Bygning B',
            streetName: 'Strandboulevarden 122',
            zipCode: '2100',
            city: 'København Ø',
          },
        ],
      },
      {
        code: 'NE-200',
        name: 'Lager Glostrup',
        streetName: 'Ejby Industrivej 40',
        zipCode: '2600',
        city: 'Glostrup',
        contact: 'Lars Mikkelsen',
        phoneNumber: '+45 43 96 11 22',
        children: [
          {
            code: 'NE-210',
            name: 'Lagerhal 1',
            contact: 'Lars Mikkelsen',
            children: [{ code: 'NE-211', name: 'Sprinklercentral', contact: 'Lars Mikkelsen' }],
          },
          { code: 'NE-220', name: 'Lagerhal 2' },
        ],
      },
    ],
  },
  {
    name: 'Aarhus Skoler og Institutioner',
    xalId: 'C-20877',
    locations: [
      {
        code: 'AS-100',
        name: 'Frederiksbjerg Skole',
        streetName: 'Ingerslevs Boulevard 4',
        zipCode: '8000',
        city: 'Aarhus C',
        contact: 'Birgitte Skov',
        phoneNumber: '+45 87 13 45 00',
        children: [
          {
            code: 'AS-110',
            name: 'Indskoling',
            streetName: 'Ingerslevs Boulevard 4',
            zipCode: '8000',
            city: 'Aarhus C',
            children: [
              {
                code: 'AS-111',
                name: 'Gymnastiksal',
                streetName: 'Hans Broges Gade 2',
                zipCode: '8000',
                city: 'Aarhus C',
                contact: 'Peter Lund',
                phoneNumber: '+45 87 13 45 10',
              },
            ],
          },
          { code: 'AS-120', name: 'Udskoling', contact: 'Birgitte Skov' },
        ],
      },
      {
        code: 'AS-200',
        name: 'Skjoldhøjskolen',
        streetName: 'Bispehavevej 100',
        zipCode: '8210',
        city: 'Aarhus V',
        contact: 'Henrik Mortensen',
        children: [
          {
            code: 'AS-210',
            name: 'Hovedbygning',
            children: [{ code: 'AS-211', name: 'Fyrrum', phoneNumber: '+45 87 13 60 01' }],
          },
        ],
      },
      { code: 'AS-300', name: 'Børnehuset Solsikken', city: 'Aarhus N' },
    ],
  },
];

const MEMBERSHIPS: readonly { email: string; xalId: string; role: Role }[] = [
  { email: DEMO_EMPLOYEE.email, xalId: 'C-10421', role: 'Admin' },
  { email: DEMO_EMPLOYEE.email, xalId: 'C-20877', role: 'User' },
  { email: OTHER_EMPLOYEE.email, xalId: 'C-20877', role: 'User' },
];

async function ensureCustomer(db: Kysely<Database>, customer: DemoCustomer): Promise<number> {
  const existing = await db.selectFrom('customers').select('id').where('xal_id', '=', customer.xalId).executeTakeFirst();
  if (existing) return existing.id;
  const inserted = await db
    .insertInto('customers')
    .values({ name: customer.name, xal_id: customer.xalId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

async function ensureEmployee(
  db: Kysely<Database>,
  employee: { email: string; password: string; name: string },
): Promise<number> {
  const existing = await db.selectFrom('employees').select('id').where('email', '=', employee.email).executeTakeFirst();
  if (existing) return existing.id;
  const inserted = await db
    .insertInto('employees')
    .values({
      name: employee.name,
      email: employee.email,
      password_hash: await hashPassword(employee.password),
      newsletter: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

async function ensureLocations(
  db: Kysely<Database>,
  customerId: number,
  locations: readonly DemoLocation[],
  parentId: number | null,
): Promise<void> {
  for (const location of locations) {
    const existing = await db
      .selectFrom('locations')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('code', '=', location.code)
      .executeTakeFirst();
    const id =
      existing?.id ??
      (
        await db
          .insertInto('locations')
          .values({
            customer_id: customerId,
            code: location.code,
            name: location.name,
            parent_id: parentId,
            street_name: location.streetName ?? null,
            zip_code: location.zipCode ?? null,
            city: location.city ?? null,
            contact: location.contact ?? null,
            phone_number: location.phoneNumber ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    await ensureLocations(db, customerId, location.children ?? [], id);
  }
}

export async function seedDemoData(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const customerIds = new Map<string, number>();
    for (const customer of DEMO_CUSTOMERS) {
      const id = await ensureCustomer(trx, customer);
      customerIds.set(customer.xalId, id);
      await ensureLocations(trx, id, customer.locations, null);
    }
    const employeeIds = new Map<string, number>();
    for (const employee of [DEMO_EMPLOYEE, OTHER_EMPLOYEE]) {
      employeeIds.set(employee.email, await ensureEmployee(trx, employee));
    }
    for (const membership of MEMBERSHIPS) {
      const employeeId = employeeIds.get(membership.email);
      const customerId = customerIds.get(membership.xalId);
      if (employeeId === undefined || customerId === undefined) continue;
      const existing = await trx
        .selectFrom('memberships')
        .select('role')
        .where('employee_id', '=', employeeId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (!existing) {
        await trx
          .insertInto('memberships')
          .values({ employee_id: employeeId, customer_id: customerId, role: membership.role })
          .execute();
      }
    }
  });
}
