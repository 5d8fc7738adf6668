import type { LocationRow } from '../db/schema.js';
import type { ExistingData, LookupKeys } from './import.repository.js';
import type { ImportError } from './import-format.js';

/**
 * Checks the JSON Schema cannot express: duplicate keys inside the file, references to codes that
 * are neither in the file nor stored for the customer, location parent cycles, memberships of
 * unknown customers, and the password fields. They run on the raw input even when the schema check
 * failed (so every error is reported at once): every access is defensive.
 */

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The array's objects with their index (non-objects are skipped: the schema reports them). */
function objects(value: unknown): [Json, number][] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown, index) => (isObject(item) ? [[item, index] as [Json, number]] : []));
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function quoted(value: string): string {
  return JSON.stringify(value);
}

function addTo(map: Map<string, Set<string>>, key: string, value: string | undefined): void {
  if (value === undefined) return;
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

/** The keys to look up in the database before the semantic checks and the writes. */
export function collectLookupKeys(input: unknown): LookupKeys {
  const keys: LookupKeys = {
    customerXalIds: new Set(),
    installationCodes: new Map(),
    taskNumbers: new Map(),
    issueNumbers: new Map(),
    emails: new Set(),
    newsCodes: new Set(),
  };
  if (!isObject(input)) return keys;
  for (const [customer] of objects(input.customers)) {
    const xalId = text(customer.xalId);
    if (xalId === undefined) continue;
    keys.customerXalIds.add(xalId);
    for (const [installation] of objects(customer.installations)) addTo(keys.installationCodes, xalId, text(installation.code));
    for (const [task] of objects(customer.tasks)) {
      addTo(keys.taskNumbers, xalId, text(task.number));
      addTo(keys.installationCodes, xalId, text(task.installationCode));
    }
    for (const [issue] of objects(customer.issues)) {
      addTo(keys.issueNumbers, xalId, text(issue.number));
      addTo(keys.installationCodes, xalId, text(issue.installationCode));
      addTo(keys.taskNumbers, xalId, text(issue.taskNumber));
    }
    for (const [quote] of objects(customer.quotes)) {
      if (Array.isArray(quote.issueNumbers)) for (const number of quote.issueNumbers) addTo(keys.issueNumbers, xalId, text(number));
    }
  }
  for (const [employee] of objects(input.employees)) {
    const email = text(employee.email);
    if (email !== undefined) keys.emails.add(email.toLowerCase());
    for (const [membership] of objects(employee.memberships)) {
      const xalId = text(membership.customerXalId);
      if (xalId !== undefined) keys.customerXalIds.add(xalId);
    }
  }
  for (const [item] of objects(input.news)) {
    const code = text(item.code);
    if (code !== undefined) keys.newsCodes.add(code);
  }
  return keys;
}

/** Reports every repeat of a key after its first occurrence. */
function checkDuplicates(
  errors: ImportError[],
  entries: [Json, number][],
  basePath: string,
  field: string,
  what: string,
  normalize: (value: string) => string = (value) => value,
): Set<string> {
  const first = new Map<string, number>();
  for (const [entry, index] of entries) {
    const value = text(entry[field]);
    if (value === undefined) continue;
    const key = normalize(value);
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, index);
    else {
      errors.push({
        path: `${basePath}/${index}/${field}`,
        message: `duplicate ${what} ${quoted(value)} (already at ${basePath}/${earlier})`,
      });
    }
  }
  return new Set(first.keys());
}

/** `scrypt$N$r$p$saltBase64$hashBase64` with parameters the sign-in can verify (64 MiB at most). */
export function isScryptHash(value: string): boolean {
  const parts = value.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const isInteger = (digits: string): boolean => /^[1-9][0-9]{0,9}$/.test(digits);
  if (!isInteger(n) || !isInteger(r) || !isInteger(p)) return false;
  const cost = Number(n);
  const blockSize = Number(r);
  if (cost < 2 || (cost & (cost - 1)) !== 0 || 128 * cost * blockSize > 64 * 1024 * 1024) return false;
  const base64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{4})$/;
  return base64.test(salt) && base64.test(hash) && Buffer.from(hash, 'base64').length >= 16;
}

function checkLocations(
  errors: ImportError[],
  customerPath: string,
  locations: [Json, number][],
  fileCodes: Set<string>,
  stored: Map<string, LocationRow> | undefined,
  xalId: string,
): void {
  const storedIdToCode = new Map<number, string>();
  for (const row of stored?.values() ?? []) storedIdToCode.set(row.id, row.code);
  // The parent of each code once the file is applied: the file's parentCode, else the stored parent.
  const parentOf = new Map<string, string | undefined>();
  for (const row of stored?.values() ?? []) {
    parentOf.set(row.code, row.parent_id === null ? undefined : storedIdToCode.get(row.parent_id));
  }
  const pathOf = new Map<string, string>();
  for (const [location, index] of locations) {
    const code = text(location.code);
    const parentCode = text(location.parentCode);
    if (code === undefined || pathOf.has(code)) continue;
    pathOf.set(code, `${customerPath}/locations/${index}`);
    if (parentCode !== undefined && !fileCodes.has(parentCode) && !stored?.has(parentCode)) {
      errors.push({
        path: `${customerPath}/locations/${index}/parentCode`,
        message: `unknown location ${quoted(parentCode)}: neither in the file nor stored for customer ${quoted(xalId)}`,
      });
      parentOf.set(code, undefined);
    } else {
      parentOf.set(code, parentCode);
    }
  }

  // Walk up from every location; a walk that comes back to a code on its own path is a cycle.
  const settled = new Set<string>();
  for (const start of pathOf.keys()) {
    const trail: string[] = [];
    const onTrail = new Map<string, number>();
    let current: string | undefined = start;
    while (current !== undefined && !settled.has(current)) {
      const seenAt = onTrail.get(current);
      if (seenAt !== undefined) {
        const cycle = trail.slice(seenAt);
        const shown = [...cycle, current].map(quoted).join(' -> ');
        for (const member of cycle) {
          const path = pathOf.get(member);
          if (path !== undefined) errors.push({ path: `${path}/parentCode`, message: `location parent cycle: ${shown}` });
        }
        break;
      }
      onTrail.set(current, trail.length);
      trail.push(current);
      current = parentOf.get(current);
    }
    for (const code of trail) settled.add(code);
  }
}

function checkCustomer(errors: ImportError[], customer: Json, index: number, existing: ExistingData): void {
  const path = `/customers/${index}`;
  const xalId = text(customer.xalId);
  if (xalId === undefined) return;
  const stored = existing.customers.get(xalId);
  const storedId = stored?.id ?? -1;

  const locations = objects(customer.locations);
  const locationCodes = checkDuplicates(errors, locations, `${path}/locations`, 'code', 'location code');
  const storedLocations = existing.locations.get(storedId);
  checkLocations(errors, path, locations, locationCodes, storedLocations, xalId);
  const knownLocation = (code: string): boolean => locationCodes.has(code) || (storedLocations?.has(code) ?? false);

  const installations = objects(customer.installations);
  const installationCodes = checkDuplicates(errors, installations, `${path}/installations`, 'code', 'installation code');
  const storedInstallations = existing.installations.get(storedId);
  const knownInstallation = (code: string): boolean =>
    installationCodes.has(code) || (storedInstallations?.has(code) ?? false);
  for (const [installation, i] of installations) {
    const code = text(installation.locationCode);
    if (code !== undefined && !knownLocation(code)) {
      errors.push({
        path: `${path}/installations/${i}/locationCode`,
        message: `unknown location ${quoted(code)}: neither in the file nor stored for customer ${quoted(xalId)}`,
      });
    }
  }

  const unknownInstallation = (code: string): string =>
    `unknown installation ${quoted(code)}: neither in the file nor stored for customer ${quoted(xalId)}`;
  const tasks = objects(customer.tasks);
  const taskNumbers = checkDuplicates(errors, tasks, `${path}/tasks`, 'number', 'task number');
  for (const [task, i] of tasks) {
    const code = text(task.installationCode);
    if (code !== undefined && !knownInstallation(code)) {
      errors.push({ path: `${path}/tasks/${i}/installationCode`, message: unknownInstallation(code) });
    }
  }

  const storedTasks = existing.tasks.get(storedId);
  const issues = objects(customer.issues);
  checkDuplicates(errors, issues, `${path}/issues`, 'number', 'issue number');
  for (const [issue, i] of issues) {
    const code = text(issue.installationCode);
    if (code !== undefined && !knownInstallation(code)) {
      errors.push({ path: `${path}/issues/${i}/installationCode`, message: unknownInstallation(code) });
    }
    const taskNumber = text(issue.taskNumber);
    if (taskNumber !== undefined && !taskNumbers.has(taskNumber) && !storedTasks?.has(taskNumber)) {
      errors.push({
        path: `${path}/issues/${i}/taskNumber`,
        message: `unknown task ${quoted(taskNumber)}: neither in the file nor stored for customer ${quoted(xalId)}`,
      });
    }
    const fields = issue.thermographyFields;
    if (isObject(fields) && Object.keys(fields).length > 0 && issue.kind !== 'thermography') {
      errors.push({
        path: `${path}/issues/${i}/thermographyFields`,
        message: 'only an issue of kind "thermography" has thermography fields',
      });
    }
  }

  const issueNumbers = new Set(issues.flatMap(([issue]) => text(issue.number) ?? []));
  const storedIssues = existing.issues.get(storedId);
  const quotes = objects(customer.quotes);
  checkDuplicates(errors, quotes, `${path}/quotes`, 'number', 'quote number');
  for (const [quote, i] of quotes) {
    const numbers = Array.isArray(quote.issueNumbers) ? quote.issueNumbers : [];
    for (const [j, value] of numbers.entries()) {
      const number = text(value);
      if (number !== undefined && !issueNumbers.has(number) && !storedIssues?.has(number)) {
        errors.push({ path: `${path}/quotes/${i}/issueNumbers/${j}`, message: `unknown issue ${quoted(number)}: neither in the file nor stored for customer ${quoted(xalId)}` });
      }
    }
    const validUntil = text(quote.validUntil);
    const day = validUntil === undefined ? Number.NaN : Date.parse(`${validUntil}T00:00:00Z`);
    if (validUntil !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(validUntil) && (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== validUntil)) {
      errors.push({ path: `${path}/quotes/${i}/validUntil`, message: `not a calendar day, got ${quoted(validUntil)}` });
    }
    if (typeof quote.amount === 'number' && Math.abs(Math.round(quote.amount * 100) - quote.amount * 100) > 1e-6) {
      errors.push({ path: `${path}/quotes/${i}/amount`, message: `at most two decimals, got ${quote.amount}` });
    }
  }
}

function checkEmployee(
  errors: ImportError[],
  employee: Json,
  index: number,
  existing: ExistingData,
  fileXalIds: Set<string>,
): void {
  const path = `/employees/${index}`;
  const memberships = objects(employee.memberships);
  checkDuplicates(errors, memberships, `${path}/memberships`, 'customerXalId', 'membership of customer');
  for (const [membership, i] of memberships) {
    const xalId = text(membership.customerXalId);
    if (xalId !== undefined && !fileXalIds.has(xalId) && !existing.customers.has(xalId)) {
      errors.push({
        path: `${path}/memberships/${i}/customerXalId`,
        message: `unknown customer ${quoted(xalId)}: neither in the file nor stored`,
      });
    }
  }

  const hasPassword = typeof employee.password === 'string';
  const hasHash = typeof employee.passwordHash === 'string';
  if (hasPassword && hasHash) {
    errors.push({ path, message: 'has both password and passwordHash: give one of them' });
  }
  if (typeof employee.passwordHash === 'string' && employee.passwordHash !== '' && !isScryptHash(employee.passwordHash)) {
    errors.push({
      path: `${path}/passwordHash`,
      message: 'is not a scrypt hash (scrypt$N$r$p$saltBase64$hashBase64, N a power of two)',
    });
  }
  const email = text(employee.email);
  if (!hasPassword && !hasHash && email !== undefined && !existing.employees.has(email.toLowerCase())) {
    errors.push({ path: `${path}/password`, message: 'is required for a new employee (or passwordHash)' });
  }
}

/** Every semantic error of the document, given what is stored under its keys. */
export function checkSemantics(input: unknown, existing: ExistingData): ImportError[] {
  const errors: ImportError[] = [];
  if (!isObject(input)) return errors;
  const customers = objects(input.customers);
  const fileXalIds = checkDuplicates(errors, customers, '/customers', 'xalId', 'customer xalId');
  for (const [customer, index] of customers) checkCustomer(errors, customer, index, existing);

  const employees = objects(input.employees);
  checkDuplicates(errors, employees, '/employees', 'email', 'employee e-mail', (email) => email.toLowerCase());
  for (const [employee, index] of employees) checkEmployee(errors, employee, index, existing, fileXalIds);

  checkDuplicates(errors, objects(input.news), '/news', 'code', 'news code');
  return errors;
}
