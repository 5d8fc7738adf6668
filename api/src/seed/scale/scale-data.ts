import { providerPostponedStatus, type IssueStatus, type TaskStatus } from '../../db/domain-constants.js';
import type { ScaleCounts } from './scale-sizes.js';

/**
 * Deterministic row generators for the scale data set. Every row is a pure function of
 * (seed, today, its index), so a batch can be generated anywhere and two runs with the same seed
 * and day write the same rows. Statuses are assigned by quota (a permutation of the index within
 * each block of 1,000), so the per-size counts are exact; the dates then fit the status.
 */

export type ColumnKind = 'int' | 'real' | 'text' | 'timestamp';
export interface BulkColumn {
  name: string;
  kind: ColumnKind;
}
export type BulkValue = string | number | null;
export type BulkRow = BulkValue[];

export type BulkTableName =
  | 'locations'
  | 'installations'
  | 'tasks'
  | 'task_history'
  | 'issues'
  | 'issue_transactions'
  | 'thermography_fields';

export interface BulkTable {
  name: BulkTableName;
  columns: readonly BulkColumn[];
  /** Rows this table gets (the declared count). */
  total: number;
  /** The rows in order, in batches of about `size` rows. */
  batches(size: number): Generator<BulkRow[]>;
}

/** First ids of the rows written with explicit ids (reserved by the writer). */
export interface ScaleIds {
  customerId: number;
  locations: number;
  installations: number;
  tasks: number;
  issues: number;
}

export interface ScaleDataOptions {
  counts: Readonly<ScaleCounts>;
  seed: number;
  /** Dates are relative to this day (UTC midnight). */
  today: Date;
  /** For the PostponedBy{provider} status. */
  providerName: string;
  ids: ScaleIds;
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness

function mix32(value: number): number {
  let x = value | 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}

/** mulberry32, re-seeded per row with `at(salt, index)`. */
export class Rng {
  readonly #seed: number;
  #state = 0;

  constructor(seed: number) {
    this.#seed = mix32(seed);
  }

  at(salt: number, index: number): this {
    this.#state = mix32(mix32(this.#seed ^ salt) + index);
    return this;
  }

  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** 0 .. n-1 */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** min .. max, both included. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
}

/** One installation in this many lives on the campus site (see installationLocation). */
const CAMPUS_EVERY = 25;

/** A position 0..999 that visits every value once in each aligned block of 1,000 indexes. */
function quotaPosition(index: number, offset: number): number {
  return (index * 7919 + offset) % 1000;
}

// ---------------------------------------------------------------------------------------------
// Vocabulary

const FIRST_NAMES = [
  'Mette', 'Jonas', 'Søren', 'Lars', 'Anne', 'Kirsten', 'Henrik', 'Camilla', 'Mads', 'Peter', 'Louise', 'Rasmus',
  'Jens', 'Maria', 'Niels', 'Hanne', 'Ole', 'Line', 'Thomas', 'Susanne', 'Anders', 'Birgitte', 'Kasper', 'Tina',
] as const;
const LAST_NAMES = [
  'Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen',
  'Jørgensen', 'Petersen', 'Madsen', 'Kristensen', 'Olsen', 'Thomsen', 'Poulsen', 'Johansen', 'Møller', 'Mortensen', 'Friis',
] as const;
const TECHNICIANS = Array.from({ length: 36 }, (_, index) => `${FIRST_NAMES[(index * 5) % FIRST_NAMES.length] ?? ''} ${LAST_NAMES[(index * 7 + 3) % LAST_NAMES.length] ?? ''}`);

/** Zip code, city and the city's centre (WGS 84): the sites spread over Denmark, from Copenhagen to Aalborg. */
const CITIES = [
  ['2100', 'København Ø', 55.7105, 12.5770], ['2300', 'København S', 55.6610, 12.6030], ['2600', 'Glostrup', 55.6660, 12.4010],
  ['2630', 'Taastrup', 55.6510, 12.2920], ['2750', 'Ballerup', 55.7310, 12.3630], ['3400', 'Hillerød', 55.9270, 12.3000],
  ['4000', 'Roskilde', 55.6420, 12.0800], ['4200', 'Slagelse', 55.4030, 11.3540], ['4600', 'Køge', 55.4580, 12.1820],
  ['4700', 'Næstved', 55.2300, 11.7600], ['5000', 'Odense C', 55.3960, 10.3880], ['6000', 'Kolding', 55.4900, 9.4720],
  ['6700', 'Esbjerg', 55.4760, 8.4590], ['7000', 'Fredericia', 55.5660, 9.7520], ['7100', 'Vejle', 55.7090, 9.5360],
  ['7400', 'Herning', 56.1390, 8.9730], ['7500', 'Holstebro', 56.3600, 8.6160], ['8000', 'Aarhus C', 56.1570, 10.2110],
  ['8600', 'Silkeborg', 56.1700, 9.5450], ['8700', 'Horsens', 55.8610, 9.8500], ['8800', 'Viborg', 56.4530, 9.4020],
  ['8900', 'Randers C', 56.4610, 10.0360], ['9000', 'Aalborg', 57.0480, 9.9190],
] as const;
const STREETS = [
  'Vestergade', 'Østergade', 'Nørregade', 'Søndergade', 'Industrivej', 'Stationsvej', 'Kirkevej', 'Skolevej',
  'Møllevej', 'Parkvej', 'Havnegade', 'Jernbanegade', 'Strandvejen', 'Bygaden', 'Engvej', 'Håndværkervej', 'Ejby Industrivej',
] as const;
const SITE_KINDS = [
  'Domicil', 'Lager', 'Plejecenter', 'Skole', 'Rådhus', 'Produktion', 'Distributionscenter', 'Idrætshal',
  'Kontorhus', 'Butikscenter', 'Hotel', 'Sygehus', 'Bibliotek', 'Værksted',
] as const;
const BUILDING_KINDS = ['Bygning', 'Hal', 'Fløj', 'Afsnit'] as const;
const FLOORS = ['Kælder', 'Stueetage', '1. sal', '2. sal', '3. sal', 'Tagetage', 'Teknikrum', 'Parkeringskælder'] as const;
const PLACES = ['kælder', 'stueetage', '1. sal', '2. sal', 'trappeopgang', 'teknikrum', 'lager', 'kantine', 'p-kælder', 'indgang', 'gang'] as const;

interface InstallationType {
  type: string;
  prefix: string;
  separator: '/' | '-';
  names: readonly string[];
  taskType: string;
  taskNames: readonly string[];
  faults: readonly string[];
  thermography: boolean;
}

/** The eight installation types. */
export const INSTALLATION_TYPES: readonly InstallationType[] = [
  {
    type: 'ABA brandalarm',
    prefix: 'ABA',
    separator: '/',
    names: ['ABA-central', 'ABA-undercentral', 'Automatisk brandalarmanlæg'],
    taskType: 'Eftersyn',
    taskNames: ['Kvartalseftersyn ABA', 'Årseftersyn ABA', 'Detektorafprøvning ABA'],
    faults: ['Røgdetektor defekt', 'Batteri i central svagt', 'Sløjfefejl', 'Tryknap beskadiget', 'Detektor tildækket'],
    thermography: false,
  },
  {
    type: 'AVS varslingsanlæg',
    prefix: 'AVS',
    separator: '/',
    names: ['AVS-central', 'Varslingsanlæg', 'Talevarslingsanlæg'],
    taskType: 'Eftersyn',
    taskNames: ['Halvårseftersyn AVS', 'Årseftersyn AVS'],
    faults: ['Højttaler uden lyd', 'Forstærkerfejl', 'Talemeddelelse mangler', 'Blitz virker ikke'],
    thermography: false,
  },
  {
    type: 'Nødbelysning',
    prefix: 'NØD',
    separator: '/',
    names: ['Nødbelysning', 'Flugtvejsbelysning', 'Panikbelysning'],
    taskType: 'Kontrol',
    taskNames: ['Årlig funktionsprøve nødbelysning', 'Månedlig kontrol nødbelysning'],
    faults: ['Armatur lyser ikke', 'Utilstrækkelig brændetid', 'Piktogram mangler', 'Batteri skal udskiftes'],
    thermography: false,
  },
  {
    type: 'Sprinkler',
    prefix: 'SPR',
    separator: '/',
    names: ['Sprinklercentral', 'Sprinkleranlæg', 'Vådrørsanlæg'],
    taskType: 'Eftersyn',
    taskNames: ['Halvårseftersyn sprinkler', 'Ugentlig afprøvning sprinkler', 'Årseftersyn sprinkler'],
    faults: ['Tryk under minimum', 'Sprinklerhoved tildækket', 'Ventil utæt', 'Alarmklokke virker ikke'],
    thermography: false,
  },
  {
    type: 'Brandslukkere',
    prefix: 'BSL',
    separator: '-',
    names: ['Håndildslukkere', 'Pulverslukkere', 'CO2-slukkere', 'Brandslanger'],
    taskType: 'Service',
    taskNames: ['Årligt eftersyn håndildslukkere', 'Service brandslanger'],
    faults: ['Slukker mangler', 'Plombe brudt', 'Trykmåler i rødt felt', 'Slange utæt'],
    thermography: false,
  },
  {
    type: 'Røgventilation',
    prefix: 'BRV',
    separator: '/',
    names: ['Brandventilation', 'Røgudluftning', 'Røglemme'],
    taskType: 'Eftersyn',
    taskNames: ['Årseftersyn røgventilation', 'Funktionsafprøvning røglemme'],
    faults: ['Lem åbner ikke', 'Motor defekt', 'Vindsensor fejl', 'Betjeningstryk defekt'],
    thermography: false,
  },
  {
    type: 'El-tavler / termografi',
    prefix: 'TAV',
    separator: '/',
    names: ['Hovedtavle', 'Gruppetavle', 'Undertavle', 'Kabelskab'],
    taskType: 'Termografering',
    taskNames: ['Termografering af el-tavler', 'Årlig termografi'],
    faults: ['Varm forbindelse', 'Overbelastet gruppe', 'Ubalance mellem faser', 'Løs klemme', 'Defekt sikring'],
    thermography: true,
  },
  {
    type: 'Adgangskontrol',
    prefix: 'ADK',
    separator: '/',
    names: ['Adgangskontrol', 'Dørcentral', 'Kortlæsersystem'],
    taskType: 'Service',
    taskNames: ['Årseftersyn adgangskontrol', 'Service dørcentral'],
    faults: ['Kortlæser reagerer ikke', 'Dørlås defekt', 'Dørpumpe defekt', 'Nødåbning virker ikke'],
    thermography: false,
  },
];

/** Installation type per position in each block of 20 installations (ABA 4, AVS 2, light 4, ...). */
const TYPE_PATTERN: readonly number[] = [0, 2, 4, 1, 3, 0, 2, 4, 6, 5, 0, 2, 4, 7, 1, 0, 2, 4, 6, 3];

export function installationTypeIndex(index: number): number {
  return TYPE_PATTERN[(index * 7 + 3) % TYPE_PATTERN.length] as number;
}

function installationType(index: number): InstallationType {
  return INSTALLATION_TYPES[installationTypeIndex(index)] as InstallationType;
}

/** Task statuses by quota: position in each block of 1,000 tasks -> status. */
const TASK_QUOTA: readonly [limit: number, status: TaskStatus | 'PostponedByProvider'][] = [
  [760, 'Completed'],
  [800, 'NotHandled'],
  [815, 'Open'],
  [825, 'Started'],
  [835, 'Handled'],
  [843, 'PostponedByProvider'],
  [850, 'PostponedByCustomer'],
  [1000, 'Planned'],
];

export function taskStatusSlot(index: number): TaskStatus | 'PostponedByProvider' {
  const position = quotaPosition(index, 11);
  for (const [limit, status] of TASK_QUOTA) {
    if (position < limit) return status;
  }
  return 'Planned';
}

function issueStatusOf(index: number, thermography: boolean): IssueStatus {
  const position = quotaPosition(index, 5);
  if (thermography) return position < 500 ? 'Completed' : 'Created';
  if (position < 450) return 'Completed';
  return position < 800 ? 'Error' : 'NoAction';
}

function issueTransactionCount(index: number): number {
  return index % 2 === 1 ? 2 : 1;
}

const THERMOGRAPHY_FIELD_TYPES = ['Tavlenr', 'Tavletype', 'Fejlklasse', 'Fejltype', 'FejlId'] as const;

/** The first index of a block of `total` items spread evenly over `groups`, for group `group`. */
function groupStart(group: number, total: number, groups: number): number {
  return Math.floor((group * total + groups - 1) / groups);
}

/** The group (installation) of item `index` when `total` items are spread evenly over `groups`. */
function groupOf(index: number, total: number, groups: number): number {
  return Math.floor((index * groups) / total);
}

/**
 * The counts the rules give for the base counts (locations, installations, tasks, issues).
 * The generator refuses to run when they differ from the declared table.
 */
export function deriveCounts(base: Pick<ScaleCounts, 'locations' | 'installations' | 'tasks' | 'issues'>): ScaleCounts {
  let taskHistory = 0;
  for (let index = 0; index < base.tasks; index++) {
    if (taskStatusSlot(index) !== 'Planned') taskHistory++;
  }
  let issueTransactions = 0;
  let thermographyFields = 0;
  for (let index = 0; index < base.issues; index++) {
    issueTransactions += issueTransactionCount(index);
    if (installationType(groupOf(index, base.issues, base.installations)).thermography) {
      thermographyFields += THERMOGRAPHY_FIELD_TYPES.length;
    }
  }
  return { ...base, taskHistory, issueTransactions, thermographyFields };
}

// ---------------------------------------------------------------------------------------------
// Dates

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** Working hours (UTC 05:00-14:55, i.e. morning to afternoon in Denmark) on a day. */
function workTime(rng: Rng, dayStart: number): number {
  return dayStart + 5 * HOUR + rng.int(120) * 5 * MINUTE;
}

// ---------------------------------------------------------------------------------------------
// Generators

interface TaskModel {
  status: TaskStatus;
  due: number;
  start: number | null;
  planned: number | null;
  completed: number | null;
  technician: string;
}

const SALT = {
  location: 0x1001,
  installation: 0x2002,
  task: 0x3003,
  history: 0x4004,
  issue: 0x5005,
  transaction: 0x6006,
  thermography: 0x7007,
} as const;

function* collect(count: number, size: number, emit: (index: number, out: BulkRow[]) => void): Generator<BulkRow[]> {
  let out: BulkRow[] = [];
  for (let index = 0; index < count; index++) {
    emit(index, out);
    if (out.length >= size) {
      yield out;
      out = [];
    }
  }
  if (out.length > 0) yield out;
}

const int = (name: string): BulkColumn => ({ name, kind: 'int' });
const real = (name: string): BulkColumn => ({ name, kind: 'real' });
const text = (name: string): BulkColumn => ({ name, kind: 'text' });
const timestamp = (name: string): BulkColumn => ({ name, kind: 'timestamp' });

export function scaleTables(options: ScaleDataOptions): BulkTable[] {
  const { counts, ids } = options;
  const today = Date.UTC(options.today.getUTCFullYear(), options.today.getUTCMonth(), options.today.getUTCDate());
  /** Past dates stay before this (yesterday evening). */
  const latestPast = today - 6 * HOUR;
  const fiveYears = 5 * 365 + 1;
  const providerPostponed = providerPostponedStatus(options.providerName);
  const seedRng = (): Rng => new Rng(options.seed);

  // Locations: 10 % sites, 30 % buildings under them, the rest floors/rooms under the buildings.
  const siteCount = Math.max(1, Math.round(counts.locations * 0.1));
  const buildingCount = Math.min(counts.locations - siteCount, Math.round(counts.locations * 0.3));
  const locationRows: BulkRow[] = [];
  const locationCodes: string[] = [];
  {
    const rng = seedRng();
    const usedNames = new Map<string, number>();
    type Place = { code: string; street: string; zip: string; city: string; latitude: number; longitude: number };
    const sites: Place[] = [];
    const buildings: Place[] = [];
    /** Six decimals: about 10 cm. */
    const degrees = (value: number) => Math.round(value * 1e6) / 1e6;
    const phone = (): string => `+45 ${rng.between(20, 99)} ${rng.between(10, 99)} ${rng.between(10, 99)} ${rng.between(10, 99)}`;
    const person = (): string => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    for (let index = 0; index < counts.locations; index++) {
      rng.at(SALT.location, index);
      const id = ids.locations + index;
      let row: BulkRow;
      if (index < siteCount) {
        const [zip, city, cityLatitude, cityLongitude] = rng.pick(CITIES);
        const street = `${rng.pick(STREETS)} ${rng.between(1, 180)}`;
        const baseName = `${rng.pick(SITE_KINDS)} ${city.replace(/ [A-ZØ]$/, '')}`;
        const seen = (usedNames.get(baseName) ?? 0) + 1;
        usedNames.set(baseName, seen);
        const code = `SK-${1001 + index}`;
        row = [id, ids.customerId, code, seen > 1 ? `${baseName} ${seen}` : baseName, null, street, zip, city, person(), phone()];
        // Within about 5 km of the city's centre (drawn last, so the other columns are as before).
        const latitude = degrees(cityLatitude + (rng.next() - 0.5) * 0.09);
        const longitude = degrees(cityLongitude + (rng.next() - 0.5) * 0.16);
        sites.push({ code, street, zip, city, latitude, longitude });
        row.push(latitude, longitude);
      } else if (index < siteCount + buildingCount) {
        const local = index - siteCount;
        const parentIndex = local % siteCount;
        const ordinal = Math.floor(local / siteCount) + 1;
        const parent = sites[parentIndex] as (typeof sites)[number];
        const letter = String.fromCharCode(64 + ((ordinal - 1) % 26) + 1);
        const code = `${parent.code}-${String(ordinal).padStart(2, '0')}`;
        const street = `${parent.street}${letter}`;
        // The buildings of a site a few tens of metres apart.
        const latitude = degrees(parent.latitude + (ordinal % 7) * 0.0003);
        const longitude = degrees(parent.longitude + Math.floor(ordinal / 7) * 0.0005);
        buildings.push({ code, street, zip: parent.zip, city: parent.city, latitude, longitude });
        const name = `${rng.pick(BUILDING_KINDS)} ${letter}${ordinal > 26 ? Math.ceil(ordinal / 26) : ''}`;
        row = [id, ids.customerId, code, name, ids.locations + parentIndex, street, parent.zip, parent.city, rng.next() < 0.7 ? person() : null, null, latitude, longitude];
      } else {
        const local = index - siteCount - buildingCount;
        const parentIndex = local % buildingCount;
        const ordinal = Math.floor(local / buildingCount) + 1;
        const parent = buildings[parentIndex] as (typeof buildings)[number];
        const code = `${parent.code}-${String(ordinal).padStart(2, '0')}`;
        const floor = FLOORS[(ordinal - 1) % FLOORS.length] as string;
        const name = ordinal > FLOORS.length ? `${floor} ${Math.ceil(ordinal / FLOORS.length)}` : floor;
        const withAddress = rng.next() < 0.5;
        row = [
          id,
          ids.customerId,
          code,
          name,
          ids.locations + siteCount + parentIndex,
          withAddress ? parent.street : null,
          withAddress ? parent.zip : null,
          withAddress ? parent.city : null,
          rng.next() < 0.4 ? person() : null,
          null,
          // A room with an address is placed at its building; the others have no place on the map.
          withAddress ? parent.latitude : null,
          withAddress ? parent.longitude : null,
        ];
      }
      locationCodes.push(row[2] as string);
      locationRows.push(row);
    }
  }

  // The campus: the first site and everything under it. One installation in every CAMPUS_EVERY is placed
  // there (4,000 of the large set's 100k: a site with thousands of units); the others go round
  // every location in turn, counted without the campus ones so that no location is skipped.
  const campus: number[] = [];
  {
    const inCampus = new Set<number>([ids.locations]);
    for (const row of locationRows) {
      const id = row[0] as number;
      const parentId = row[4] as number | null;
      if (id === ids.locations || (parentId !== null && inCampus.has(parentId))) {
        inCampus.add(id);
        campus.push(id - ids.locations);
      }
    }
  }
  const installationLocation = (index: number): number =>
    index % CAMPUS_EVERY === CAMPUS_EVERY - 1
      ? (campus[Math.floor(index / CAMPUS_EVERY) % campus.length] as number)
      : (index - Math.floor((index + 1) / CAMPUS_EVERY)) % counts.locations;

  /** A task's status and dates, shared by the tasks, their history and the issues found by them. */
  const taskModel = (rng: Rng, index: number): TaskModel => {
    rng.at(SALT.task, index);
    const slot = taskStatusSlot(index);
    const status: TaskStatus = slot === 'PostponedByProvider' ? providerPostponed : slot;
    const technician = rng.pick(TECHNICIANS);
    const day = (from: number, to: number): number => today + rng.between(from, to) * DAY;
    let due: number;
    let start: number | null = null;
    let planned: number | null = null;
    let completed: number | null = null;
    switch (slot) {
      case 'Completed':
      case 'Handled': {
        due = workTime(rng, day(slot === 'Completed' ? -fiveYears : -730, -1));
        completed = Math.min(latestPast, due + rng.between(-10, 3) * DAY + rng.int(6) * HOUR);
        start = completed - (1 + rng.int(6)) * HOUR;
        planned = due - rng.between(7, 30) * DAY;
        break;
      }
      case 'NotHandled':
        due = workTime(rng, day(-180, -1));
        planned = due - rng.between(7, 30) * DAY;
        break;
      case 'Open':
        due = workTime(rng, day(-30, 60));
        break;
      case 'Started':
        due = workTime(rng, day(-14, 7));
        start = Math.min(latestPast, due) - rng.between(0, 3) * DAY;
        planned = due;
        break;
      case 'PostponedByProvider':
      case 'PostponedByCustomer':
        due = workTime(rng, day(-60, 120));
        planned = due + rng.between(14, 60) * DAY;
        break;
      default:
        due = workTime(rng, day(0, 365));
        planned = due - rng.between(0, 14) * DAY;
    }
    return { status, due, start, planned, completed, technician };
  };

  const locations: BulkTable = {
    name: 'locations',
    columns: [int('id'), int('customer_id'), text('code'), text('name'), int('parent_id'), text('street_name'), text('zip_code'), text('city'), text('contact'), text('phone_number'), real('latitude'), real('longitude')],
    total: counts.locations,
    batches: (size) => collect(locationRows.length, size, (index, out) => out.push(locationRows[index] as BulkRow)),
  };

  const installationCode = (index: number): string => {
    const type = installationType(index);
    return `${type.prefix}${type.separator}${1000 + index}`;
  };

  const installations: BulkTable = {
    name: 'installations',
    columns: [int('id'), int('customer_id'), int('location_id'), text('code'), text('name'), text('type')],
    total: counts.installations,
    batches(size) {
      const rng = seedRng();
      return collect(counts.installations, size, (index, out) => {
        rng.at(SALT.installation, index);
        const type = installationType(index);
        out.push([
          ids.installations + index,
          ids.customerId,
          ids.locations + installationLocation(index),
          installationCode(index),
          `${rng.pick(type.names)}, ${rng.pick(PLACES)}`,
          type.type,
        ]);
      });
    },
  };

  const tasks: BulkTable = {
    name: 'tasks',
    columns: [
      int('id'), int('customer_id'), int('location_id'), int('installation_id'), text('number'), text('job_number'), text('name'), text('type'),
      text('status'), timestamp('due_date'), timestamp('start_date'), timestamp('planned_date'), timestamp('completed_date'),
    ],
    total: counts.tasks,
    batches(size) {
      const rng = seedRng();
      return collect(counts.tasks, size, (index, out) => {
        const task = taskModel(rng, index);
        const installation = groupOf(index, counts.tasks, counts.installations);
        const type = installationType(installation);
        out.push([
          ids.tasks + index,
          ids.customerId,
          ids.locations + installationLocation(installation),
          ids.installations + installation,
          String(1_000_000 + index),
          task.status === 'Planned' ? null : `J${300_000 + Math.floor(index / 3)}`,
          rng.pick(type.taskNames),
          type.taskType,
          task.status,
          iso(task.due),
          task.start === null ? null : iso(task.start),
          task.planned === null ? null : iso(task.planned),
          task.completed === null ? null : iso(task.completed),
        ]);
      });
    },
  };

  const historyNotes: Partial<Record<string, readonly string[]>> = {
    Completed: ['Eftersyn udført uden bemærkninger', 'Eftersyn udført, fejl registreret', 'Udført efter aftale med driftsleder'],
    Handled: ['Håndteret af kunden', 'Lukket efter aftale'],
    NotHandled: ['Ikke udført – ingen adgang', 'Ikke udført – lokale aflåst'],
    Open: ['Opgave oprettet'],
    Started: ['Tekniker er gået i gang'],
    PostponedByCustomer: ['Udsat efter ønske fra kunden'],
  };

  const taskHistory: BulkTable = {
    name: 'task_history',
    columns: [int('task_id'), timestamp('created'), text('task_status'), text('note'), text('responsible')],
    total: counts.taskHistory,
    batches(size) {
      const taskRng = seedRng();
      const rng = seedRng();
      return collect(counts.tasks, size, (index, out) => {
        if (taskStatusSlot(index) === 'Planned') return;
        const task = taskModel(taskRng, index);
        rng.at(SALT.history, index);
        let created: number;
        if (task.completed !== null) created = task.completed;
        else if (task.status === 'NotHandled') created = task.due + DAY;
        else if (task.start !== null) created = task.start;
        else created = Math.min(latestPast, task.due - rng.between(10, 30) * DAY);
        const notes = historyNotes[task.status] ?? ['Udsat – afventer reservedele', 'Udsat grundet kapacitet'];
        out.push([ids.tasks + index, iso(created), task.status, rng.next() < 0.8 ? rng.pick(notes) : null, task.technician]);
      });
    },
  };

  /** An issue's status, dates and the completed task that found it. */
  const issueModel = (rng: Rng, taskRng: Rng, index: number) => {
    rng.at(SALT.issue, index);
    const installation = groupOf(index, counts.issues, counts.installations);
    const type = installationType(installation);
    const status = issueStatusOf(index, type.thermography);
    const first = groupStart(installation, counts.tasks, counts.installations);
    const taskCount = groupStart(installation + 1, counts.tasks, counts.installations) - first;
    let taskIndex: number | null = null;
    let created = 0;
    const offset = taskCount > 0 ? rng.int(taskCount) : 0;
    for (let step = 0; step < taskCount; step++) {
      const candidate = first + ((offset + step) % taskCount);
      if (taskStatusSlot(candidate) === 'Completed') {
        taskIndex = candidate;
        created = (taskModel(taskRng, candidate).completed ?? latestPast) + rng.int(4) * HOUR;
        break;
      }
    }
    if (taskIndex === null) created = workTime(rng, today - rng.between(1, 730) * DAY);
    created = Math.min(created, latestPast);
    const updated = Math.min(latestPast, created + (status === 'Completed' ? rng.between(2, 120) : rng.between(0, 20)) * DAY);
    return { installation, type, status, taskIndex, created, updated, technician: rng.pick(TECHNICIANS) };
  };

  const issues: BulkTable = {
    name: 'issues',
    columns: [
      int('id'), int('customer_id'), int('location_id'), int('installation_id'), int('task_id'), text('number'), text('kind'), text('status'),
      timestamp('created'), timestamp('updated'), text('updated_by'), text('responsible'), text('type'), text('error_type'), text('reference'),
      text('description'),
    ],
    total: counts.issues,
    batches(size) {
      const rng = seedRng();
      const taskRng = seedRng();
      return collect(counts.issues, size, (index, out) => {
        const issue = issueModel(rng, taskRng, index);
        const fault = rng.pick(issue.type.faults);
        const place = rng.pick(PLACES);
        const issueClass = issue.type.thermography ? 'Termografi' : rng.pick(['A-fejl', 'B-fejl', 'B-fejl', 'Bemærkning'] as const);
        out.push([
          ids.issues + index,
          ids.customerId,
          ids.locations + installationLocation(issue.installation),
          ids.installations + issue.installation,
          issue.taskIndex === null ? null : ids.tasks + issue.taskIndex,
          String(500_000 + index),
          issue.type.thermography ? 'thermography' : 'standard',
          issue.status,
          iso(issue.created),
          iso(issue.updated),
          rng.next() < 0.85 ? issue.technician : `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
          issue.technician,
          issueClass,
          fault,
          rng.next() < 0.25 ? `PO-${40_000 + rng.int(5_000)}` : null,
          `${fault} (${place}). Konstateret på ${installationCode(issue.installation)}.`,
        ]);
      });
    },
  };

  const phrases: Record<IssueStatus, readonly string[]> = {
    Error: ['Afventer reservedele', 'Tilbud sendt til kunden', 'Udbedring planlagt'],
    NoAction: ['Ingen handling ønsket af kunden'],
    Completed: ['Fejl udbedret', 'Udbedret ved næste eftersyn'],
    Created: ['Termografisk fejl registreret'],
    Reported: ['Fejl anmeldt af kunden'],
  };

  const issueTransactions: BulkTable = {
    name: 'issue_transactions',
    columns: [int('issue_id'), timestamp('date'), text('person'), text('status'), text('status_phrase'), text('comment')],
    total: counts.issueTransactions,
    batches(size) {
      const issueRng = seedRng();
      const taskRng = seedRng();
      const rng = seedRng();
      return collect(counts.issues, size, (index, out) => {
        const issue = issueModel(issueRng, taskRng, index);
        rng.at(SALT.transaction, index);
        const id = ids.issues + index;
        if (issueTransactionCount(index) === 2) {
          const initial: IssueStatus = issue.type.thermography ? 'Created' : 'Error';
          out.push([id, iso(issue.created), issue.technician, initial, issue.type.thermography ? 'Termografisk fejl registreret' : 'Fejl registreret', 'Registreret ved eftersyn']);
        }
        const comment = issue.status === 'Completed' ? `Udbedret af ${issue.technician}` : rng.pick(['Kunden er orienteret', 'Se vedhæftet rapport', 'Følges op ved næste besøg']);
        out.push([id, iso(issue.updated), issue.technician, issue.status, rng.pick(phrases[issue.status]), comment]);
      });
    },
  };

  const thermographyFields: BulkTable = {
    name: 'thermography_fields',
    columns: [int('issue_id'), text('field_type'), text('value')],
    total: counts.thermographyFields,
    batches(size) {
      const rng = seedRng();
      return collect(counts.issues, size, (index, out) => {
        if (!installationType(groupOf(index, counts.issues, counts.installations)).thermography) return;
        rng.at(SALT.thermography, index);
        const id = ids.issues + index;
        out.push(
          [id, 'Tavlenr', `T-${rng.between(1, 40)}`],
          [id, 'Tavletype', rng.pick(['Hovedtavle', 'Gruppetavle', 'Undertavle', 'Kabelskab'] as const)],
          [id, 'Fejlklasse', String(rng.between(1, 3))],
          [id, 'Fejltype', rng.pick(INSTALLATION_TYPES[6]?.faults ?? ['Varm forbindelse'])],
          [id, 'FejlId', `TF-${100_000 + index}`],
        );
      });
    },
  };

  return [locations, installations, tasks, taskHistory, issues, issueTransactions, thermographyFields];
}
