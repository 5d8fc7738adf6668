import type { Role } from '@portal/shared/contract';
import { providerPostponedStatus, type IssueStatus, type TaskStatus } from '../db/domain-constants.js';
import type {
  ImportControlSchema,
  ImportCustomer,
  ImportInstallation,
  ImportIssue,
  ImportLocation,
  ImportNews,
  ImportQuote,
  ImportServiceComment,
  ImportServiceReport,
  ImportTask,
  ImportTaskHistoryEntry,
  ProviderImport,
} from '../import/import-format.js';

/**
 * The demo as one provider import document (import/import-format.ts): a Danish safety
 * provider's two customers with their sites, installations, inspection history, planned and overdue
 * work, faults, thermography and news. Every date is relative to `today` (so the demo always has
 * current, overdue and upcoming work) and the document is deterministic for a given day: the
 * variety comes from a PRNG with a fixed seed, never from Math.random.
 *
 * The customers, employees, location codes, names and addresses are what the e2e tests and
 * e2e/fixtures/demo.ts rely on; change them only together.
 */

export const DEMO_EMPLOYEE = { email: 'demo@example.com', password: 'demo1234', name: 'Demo Bruger' } as const;
export const OTHER_EMPLOYEE = { email: 'anden@example.com', password: 'demo1234', name: 'Anden Bruger' } as const;

export interface DemoLocation {
  code: string;
  name: string;
  streetName?: string;
  zipCode?: string;
  city?: string;
  contact?: string;
  phoneNumber?: string;
  /** WGS 84 (the portfolio map); locations without them are listed beside the map. */
  latitude?: number;
  longitude?: number;
  children?: DemoLocation[];
}

export interface DemoCustomer {
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
        latitude: 55.7112,
        longitude: 12.5853,
        streetName: 'Strandboulevarden 120',
        zipCode: '2100',
        city: 'København Ø',
        contact: 'Mette Hansen',
        phoneNumber: '+45 33 12 34 56',
        children: [
          {
            code: 'NE-110',
            name: 'Bygning A',
            latitude: 55.7115,
            longitude: 12.5849,
            streetName: 'Strandboulevarden 120A',
            zipCode: '2100',
            city: 'København Ø',
            contact: 'Mette Hansen',
            children: [
              {
                code: 'NE-111',
                name: 'Kælder og teknikrum',
                latitude: 55.7116,
                longitude: 12.5851,
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
            latitude: 55.7109,
            longitude: 12.586,
            streetName: 'Strandboulevarden 122',
            zipCode: '2100',
            city: 'København Ø',
          },
        ],
      },
      {
        code: 'NE-200',
        name: 'Lager Glostrup',
        latitude: 55.6846,
        longitude: 12.4093,
        streetName: 'Ejby Industrivej 40',
        zipCode: '2600',
        city: 'Glostrup',
        contact: 'Lars Mikkelsen',
        phoneNumber: '+45 43 96 11 22',
        children: [
          {
            code: 'NE-210',
            name: 'Lagerhal 1',
            latitude: 55.6849,
            longitude: 12.4087,
            contact: 'Lars Mikkelsen',
            children: [{ code: 'NE-211', name: 'Sprinklercentral', latitude: 55.685, longitude: 12.4089, contact: 'Lars Mikkelsen' }],
          },
          // No address fields at all (the e2e tests rely on it).
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
        latitude: 56.1447,
        longitude: 10.2043,
        streetName: 'Ingerslevs Boulevard 4',
        zipCode: '8000',
        city: 'Aarhus C',
        contact: 'Birgitte Skov',
        phoneNumber: '+45 87 13 45 00',
        children: [
          {
            code: 'AS-110',
            name: 'Indskoling',
            latitude: 56.1449,
            longitude: 10.2039,
            streetName: 'Ingerslevs Boulevard 4',
            zipCode: '8000',
            city: 'Aarhus C',
            children: [
              {
                code: 'AS-111',
                name: 'Gymnastiksal',
                latitude: 56.1455,
                longitude: 10.2058,
                streetName: 'Hans Broges Gade 2',
                zipCode: '8000',
                city: 'Aarhus C',
                contact: 'Peter Lund',
                phoneNumber: '+45 87 13 45 10',
              },
            ],
          },
          { code: 'AS-120', name: 'Udskoling', latitude: 56.1444, longitude: 10.2047, contact: 'Birgitte Skov' },
        ],
      },
      {
        code: 'AS-200',
        name: 'Skjoldhøjskolen',
        latitude: 56.1752,
        longitude: 10.1385,
        streetName: 'Bispehavevej 100',
        zipCode: '8210',
        city: 'Aarhus V',
        contact: 'Henrik Mortensen',
        children: [
          {
            code: 'AS-210',
            name: 'Hovedbygning',
            latitude: 56.1754,
            longitude: 10.1381,
            children: [{ code: 'AS-211', name: 'Fyrrum', latitude: 56.1755, longitude: 10.1379, phoneNumber: '+45 87 13 60 01' }],
          },
        ],
      },
      { code: 'AS-300', name: 'Børnehuset Solsikken', latitude: 56.1893, longitude: 10.1933, city: 'Aarhus N' },
    ],
  },
];

export const DEMO_MEMBERSHIPS: readonly { email: string; xalId: string; role: Role }[] = [
  { email: DEMO_EMPLOYEE.email, xalId: 'C-10421', role: 'Admin' },
  { email: DEMO_EMPLOYEE.email, xalId: 'C-20877', role: 'User' },
  { email: OTHER_EMPLOYEE.email, xalId: 'C-20877', role: 'User' },
];

// ---------------------------------------------------------------------------------------------
// Installation types, their inspection rhythm, service-report checklists and control schemas.

type TypeKey = 'ABA' | 'AVS' | 'NB' | 'SPR' | 'HIL' | 'RGV' | 'EL' | 'ADK';

interface ControlTemplate {
  items: string[];
  /** Check names; '.check' names are checkboxes, others carry a value made by `value`. */
  checks: { name: string; value: (random: () => number, itemIndex: number) => string }[];
}

interface InstallationType {
  name: string;
  taskName: string;
  taskType: string;
  intervalDays: number;
  /** Checklist of the service report: a string is a line, `# ...` a header. */
  checklist: string[];
  controlSchema?: ControlTemplate;
  faults: { description: string; errorType: string; type: string }[];
}

const tick = (failRate: number) => (random: () => number) => (random() < failRate ? '0' : '1');
const decimal = (min: number, max: number, digits = 1) => (random: () => number) =>
  (min + random() * (max - min)).toFixed(digits).replace('.', ',');
const whole = (min: number, max: number) => (random: () => number) => String(min + Math.floor(random() * (max - min + 1)));

export const INSTALLATION_TYPES: Record<TypeKey, InstallationType> = {
  ABA: {
    name: 'ABA brandalarmanlæg',
    taskName: 'Kvartalseftersyn ABA-anlæg',
    taskType: 'Lovpligtigt eftersyn',
    intervalDays: 91,
    checklist: [
      '# Central og forsyning',
      'Centralens drifts- og fejlindikeringer kontrolleret',
      'Batterier målt og kapacitet vurderet',
      'Nødstrømsforsyning afprøvet',
      '# Detektorer og tryk',
      'Røgdetektorer funktionsafprøvet (25 % pr. kvartal)',
      'Manuelle brandtryk afprøvet',
      'Detektorer fri for tildækning og støv',
      '# Alarmoverførsel',
      'Alarmoverførsel til alarmcentral afprøvet',
      'Driftsjournal gennemgået og underskrevet',
    ],
    controlSchema: {
      items: ['Sløjfe 1 – stueetage', 'Sløjfe 2 – 1. sal', 'Sløjfe 3 – kælder', 'Sløjfe 4 – tagetage'],
      checks: [
        { name: 'Detektorer.check', value: tick(0.1) },
        { name: 'Brandtryk.check', value: tick(0.05) },
        { name: 'Antal detektorer', value: whole(12, 48) },
        { name: 'Sløjfemodstand (Ω)', value: decimal(18, 42) },
      ],
    },
    faults: [
      { description: 'Røgdetektor i rum 2.14 melder fejl ved test', errorType: 'B – Væsentlig', type: 'Fejl' },
      { description: 'Batterier i ABA-central under minimumsspænding', errorType: 'A – Kritisk', type: 'Fejl' },
      { description: 'Detektor tildækket af plastpose efter malerarbejde', errorType: 'B – Væsentlig', type: 'Mangel' },
      { description: 'Manglende opdatering af oversigtstegning ved centralen', errorType: 'C – Mindre', type: 'Bemærkning' },
    ],
  },
  AVS: {
    name: 'AVS varslingsanlæg',
    taskName: 'Halvårseftersyn AVS-anlæg',
    taskType: 'Lovpligtigt eftersyn',
    intervalDays: 182,
    checklist: [
      '# Central',
      'Forstærkere og højttalerkredse kontrolleret',
      'Nødstrømsforsyning afprøvet',
      '# Varsling',
      'Talemeddelelse afspillet i alle zoner',
      'Hørbarhed kontrolleret i alle rum',
      'Kobling til ABA-anlæg afprøvet',
    ],
    controlSchema: {
      items: ['Zone A – kontorer', 'Zone B – fællesarealer', 'Zone C – trapper'],
      checks: [
        { name: 'Hørbar.check', value: tick(0.1) },
        { name: 'Lydniveau (dB)', value: whole(68, 84) },
        { name: 'Taleforståelighed.check', value: tick(0.05) },
      ],
    },
    faults: [
      { description: 'Sirene ikke hørbar i mødelokale 3', errorType: 'B – Væsentlig', type: 'Fejl' },
      { description: 'Højttaler i trappeopgang knitrer ved afspilning', errorType: 'C – Mindre', type: 'Fejl' },
    ],
  },
  NB: {
    name: 'Nødbelysning',
    taskName: 'Halvårseftersyn nødbelysning',
    taskType: 'Periodisk eftersyn',
    intervalDays: 182,
    checklist: [
      '# Armaturer',
      'Funktionstest af alle armaturer',
      'Flugtvejsskilte synlige og rene',
      '# Batterier',
      'Varighedstest (1 time) udført',
      'Batterier udskiftet efter behov',
    ],
    controlSchema: {
      items: ['Trappe A', 'Trappe B', 'Gange stueetage', 'Gange 1. sal', 'Udgange'],
      checks: [
        { name: 'Funktionstest.check', value: tick(0.1) },
        { name: 'Varighedstest.check', value: tick(0.15) },
        { name: 'Antal armaturer', value: whole(4, 18) },
      ],
    },
    faults: [
      { description: 'Nødlysarmatur over udgang lyser ikke', errorType: 'A – Kritisk', type: 'Fejl' },
      { description: 'Batteri i flugtvejsarmatur holder under 1 time', errorType: 'B – Væsentlig', type: 'Fejl' },
      { description: 'Flugtvejsskilt delvist skjult af reol', errorType: 'C – Mindre', type: 'Mangel' },
    ],
  },
  SPR: {
    name: 'Sprinkleranlæg',
    taskName: 'Kvartalseftersyn sprinkleranlæg',
    taskType: 'Lovpligtigt eftersyn',
    intervalDays: 91,
    checklist: [
      '# Ventiler og tryk',
      'Alarmventil afprøvet',
      'Tryk aflæst før og efter afprøvning',
      'Ventilstillinger plomberet',
      '# Pumper',
      'Sprinklerpumpe startet og kørt i 30 minutter',
      'Dieseltank og batterier kontrolleret',
      '# Sprinklerhoveder',
      'Frihøjde under sprinklerhoveder kontrolleret',
    ],
    controlSchema: {
      items: ['Alarmventil 1', 'Alarmventil 2', 'Pumpe 1'],
      checks: [
        { name: 'Tryk før (bar)', value: decimal(5.8, 7.2) },
        { name: 'Tryk efter (bar)', value: decimal(4.9, 5.8) },
        { name: 'Alarmklokke.check', value: tick(0.05) },
        { name: 'Ventilstilling.check', value: tick(0.05) },
      ],
    },
    faults: [
      { description: 'Sprinklerhoved tildækket af reol i Lagerhal 1', errorType: 'A – Kritisk', type: 'Fejl' },
      { description: 'Lille utæthed ved alarmventil 2', errorType: 'B – Væsentlig', type: 'Fejl' },
    ],
  },
  HIL: {
    name: 'Håndildslukkere',
    taskName: 'Årligt eftersyn håndildslukkere',
    taskType: 'Periodisk eftersyn',
    intervalDays: 365,
    checklist: [
      '# Slukkere',
      'Plomber og manometre kontrolleret',
      'Slukkere vejet og serviceetiket opdateret',
      'Ophæng og skiltning kontrolleret',
      '# Brandslanger',
      'Brandslanger udrullet og trykprøvet',
    ],
    faults: [
      { description: 'Håndildslukker ved kantine mangler plombe', errorType: 'C – Mindre', type: 'Mangel' },
      { description: 'Pulverslukker i teknikrum har for lavt tryk', errorType: 'B – Væsentlig', type: 'Fejl' },
    ],
  },
  RGV: {
    name: 'Røgventilation',
    taskName: 'Halvårseftersyn røgventilation',
    taskType: 'Lovpligtigt eftersyn',
    intervalDays: 182,
    checklist: [
      '# Røglemme',
      'Røglemme åbnet fra betjeningstryk',
      'Automatisk åbning ved brandalarm afprøvet',
      '# Styring',
      'Styretavle og batterier kontrolleret',
      'Vind- og regnautomatik afprøvet',
    ],
    controlSchema: {
      items: ['Røglem 1', 'Røglem 2', 'Tilluftsåbning'],
      checks: [
        { name: 'Åbner.check', value: tick(0.1) },
        { name: 'Lukker.check', value: tick(0.05) },
        { name: 'Åbningstid (s)', value: whole(8, 45) },
      ],
    },
    faults: [
      { description: 'Røglem 2 åbner ikke ved test fra betjeningstryk', errorType: 'A – Kritisk', type: 'Fejl' },
      { description: 'Motor på tilluftsvindue larmer og går trægt', errorType: 'C – Mindre', type: 'Fejl' },
    ],
  },
  EL: {
    name: 'El-tavler (termografi)',
    taskName: 'Termografering af el-tavler',
    taskType: 'Termografi',
    intervalDays: 365,
    checklist: [
      '# Forberedelse',
      'Tavler belastet min. 40 % under måling',
      'Tavledøre åbnet efter aftale med driften',
      '# Måling',
      'Termografi af samtlige tavlefelter',
      'Referencetemperatur registreret',
      'Rapport med billeder udarbejdet',
    ],
    faults: [],
  },
  ADK: {
    name: 'Adgangskontrol',
    taskName: 'Årligt eftersyn adgangskontrol',
    taskType: 'Periodisk eftersyn',
    intervalDays: 365,
    checklist: [
      '# Dørmiljø',
      'Kortlæsere afprøvet',
      'Elektriske slutblik og magneter kontrolleret',
      'Nødåbning (grøn boks) afprøvet',
      '# System',
      'Software og adgangsgrupper gennemgået',
    ],
    faults: [
      { description: 'Kortlæser ved hovedindgang reagerer ikke på kort', errorType: 'B – Væsentlig', type: 'Fejl' },
      { description: 'Dørautomatik lukker ikke helt i kulde', errorType: 'C – Mindre', type: 'Fejl' },
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// What stands where. `scenario` marks installations whose current work is special.

type Scenario = 'overdue' | 'overdue-rescheduled' | 'postponed-provider' | 'postponed-customer' | 'started';

interface DemoInstallation {
  code: string;
  name: string;
  type: TypeKey;
  location: string;
  scenario?: Scenario;
  /** Open faults to show (NE-100 gets a few so its badges show). */
  openFaults?: number;
}

const INSTALLATIONS: Record<string, DemoInstallation[]> = {
  'C-10421': [
    { code: 'ABA/1001', name: 'ABA-central hovedkontor', type: 'ABA', location: 'NE-100', scenario: 'overdue', openFaults: 2 },
    { code: 'AVS/1002', name: 'Talevarsling hovedkontor', type: 'AVS', location: 'NE-100', openFaults: 1 },
    { code: 'NB/1003', name: 'Nødbelysning trapper og flugtveje', type: 'NB', location: 'NE-100', scenario: 'overdue-rescheduled', openFaults: 1 },
    { code: 'HIL/1004', name: 'Håndildslukkere hovedkontor', type: 'HIL', location: 'NE-100' },
    { code: 'ADK/1005', name: 'Adgangskontrol hovedindgang', type: 'ADK', location: 'NE-100', openFaults: 1 },
    { code: 'ABA/1011', name: 'Brandalarm Bygning A', type: 'ABA', location: 'NE-110' },
    { code: 'NB/1012', name: 'Nødbelysning Bygning A', type: 'NB', location: 'NE-110' },
    { code: 'RGV/1013', name: 'Røglemme trappetårn A', type: 'RGV', location: 'NE-110', scenario: 'overdue', openFaults: 1 },
    { code: 'EL/1021', name: 'Hovedtavle HT1', type: 'EL', location: 'NE-111' },
    { code: 'EL/1022', name: 'Gruppetavle GT-K1', type: 'EL', location: 'NE-111' },
    { code: 'SPR/1023', name: 'Sprinklerventil kælder', type: 'SPR', location: 'NE-111', scenario: 'started' },
    { code: 'HIL/1031', name: 'Håndildslukkere kantine', type: 'HIL', location: 'NE-112' },
    { code: 'NB/1032', name: 'Nødbelysning kantine og mødecenter', type: 'NB', location: 'NE-112' },
    { code: 'ABA/1041', name: 'Brandalarm Bygning B', type: 'ABA', location: 'NE-120' },
    { code: 'EL/1042', name: 'Bygningstavle B', type: 'EL', location: 'NE-120' },
    { code: 'ADK/1043', name: 'Adgangskontrol Bygning B', type: 'ADK', location: 'NE-120', scenario: 'postponed-customer' },
    { code: 'ABA/1051', name: 'ABA-central lager', type: 'ABA', location: 'NE-200' },
    { code: 'AVS/1052', name: 'Varslingsanlæg lager', type: 'AVS', location: 'NE-200', scenario: 'postponed-provider' },
    { code: 'RGV/1061', name: 'Røgventilation Lagerhal 1', type: 'RGV', location: 'NE-210' },
    { code: 'HIL/1062', name: 'Håndildslukkere Lagerhal 1', type: 'HIL', location: 'NE-210', openFaults: 1 },
    { code: 'SPR/1071', name: 'Sprinklerpumpe 1', type: 'SPR', location: 'NE-211', scenario: 'overdue' },
    { code: 'SPR/1072', name: 'Sprinkler alarmventil 2', type: 'SPR', location: 'NE-211' },
    { code: 'NB/1081', name: 'Nødbelysning Lagerhal 2', type: 'NB', location: 'NE-220' },
    { code: 'EL/1082', name: 'Fordelingstavle Lagerhal 2', type: 'EL', location: 'NE-220' },
  ],
  'C-20877': [
    { code: 'ABA/2001', name: 'ABA-central Frederiksbjerg', type: 'ABA', location: 'AS-100', openFaults: 1 },
    { code: 'AVS/2002', name: 'Talevarsling Frederiksbjerg', type: 'AVS', location: 'AS-100' },
    { code: 'ADK/2003', name: 'Adgangskontrol personaleindgang', type: 'ADK', location: 'AS-100' },
    { code: 'NB/2011', name: 'Nødbelysning indskoling', type: 'NB', location: 'AS-110', openFaults: 1 },
    { code: 'HIL/2012', name: 'Håndildslukkere indskoling', type: 'HIL', location: 'AS-110' },
    { code: 'NB/2021', name: 'Nødbelysning gymnastiksal', type: 'NB', location: 'AS-111' },
    { code: 'RGV/2022', name: 'Røglemme gymnastiksal', type: 'RGV', location: 'AS-111', scenario: 'postponed-customer' },
    { code: 'ABA/2031', name: 'Brandalarm udskoling', type: 'ABA', location: 'AS-120', scenario: 'overdue' },
    { code: 'HIL/2032', name: 'Håndildslukkere udskoling', type: 'HIL', location: 'AS-120' },
    { code: 'ABA/2041', name: 'ABA-central Skjoldhøjskolen', type: 'ABA', location: 'AS-200', openFaults: 1 },
    { code: 'EL/2042', name: 'Hovedtavle Skjoldhøjskolen', type: 'EL', location: 'AS-200' },
    { code: 'AVS/2043', name: 'Talevarsling Skjoldhøjskolen', type: 'AVS', location: 'AS-200' },
    { code: 'NB/2051', name: 'Nødbelysning hovedbygning', type: 'NB', location: 'AS-210', scenario: 'overdue' },
    { code: 'RGV/2052', name: 'Røgventilation hovedbygning', type: 'RGV', location: 'AS-210' },
    { code: 'EL/2061', name: 'Kedeltavle fyrrum', type: 'EL', location: 'AS-211' },
    { code: 'HIL/2062', name: 'Håndildslukkere fyrrum', type: 'HIL', location: 'AS-211', scenario: 'postponed-provider' },
    { code: 'ABA/2071', name: 'Brandalarm Solsikken', type: 'ABA', location: 'AS-300' },
    { code: 'HIL/2072', name: 'Håndildslukkere Solsikken', type: 'HIL', location: 'AS-300' },
    { code: 'NB/2073', name: 'Nødbelysning Solsikken', type: 'NB', location: 'AS-300' },
  ],
};

/**
 * Where inspections are sometimes completed after their due day; elsewhere on or before it. So the portfolio
 * overview shows every badge: NE-200 and AS-100 Compliant, NE-100 and AS-200 AtRisk, NE-120 and AS-300 NonCompliant.
 */
const LATE_PRONE_LOCATIONS = new Set(['NE-120', 'AS-200', 'AS-300']);

const TECHNICIANS = ['Kasper Holm', 'Line Sørensen', 'Mads Kristensen', 'Sofie Dahl', 'Rasmus Jeppesen'];
/** The technicians' service comments (the overlay's table): general remarks, one or two per report. */
const SERVICE_COMMENTS = [
  'Adgang til teknikrum via vagten.',
  'Kunden er orienteret om resultatet ved afslutningen.',
  'Næste eftersyn er aftalt med driftslederen.',
  'Logbogen er udfyldt og ligger ved centralen.',
  'Anlægget var frakoblet ved ankomst og er koblet til igen efter eftersynet.',
  'Pladsforholdene omkring anlægget bør forbedres før næste eftersyn.',
];
const DEPARTMENTS: Record<string, string> = { 'C-10421': 'Afdeling Sjælland', 'C-20877': 'Afdeling Østjylland' };
const CUSTOMER_REFERENCES: Record<string, string[]> = {
  'C-10421': ['Indkøbsordre 4500-1187', 'Rammeaftale NE-2023-04', 'Mette Hansen'],
  'C-20877': ['EAN 5798009812345', 'Aarhus Kommune – Skoleforvaltningen', 'Birgitte Skov'],
};

// ---------------------------------------------------------------------------------------------
// Helpers: deterministic randomness and dates relative to today.

/** mulberry32: a tiny deterministic PRNG in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, values: readonly T[]): T {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

const DAY = 86_400_000;

/** ISO date-times relative to the UTC calendar day of `today`. */
function calendar(today: Date) {
  const base = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return {
    at(days: number, hour = 9, minute = 0): string {
      return new Date(base + days * DAY + (hour * 60 + minute) * 60_000).toISOString();
    },
    /** yyyymmdd of a day offset (for report file names). */
    stamp(days: number): string {
      return new Date(base + days * DAY).toISOString().slice(0, 10).replaceAll('-', '');
    },
  };
}

type Calendar = ReturnType<typeof calendar>;

/** 'ABA/1001' -> 'aba-1001' (file names and storage keys). */
export function codeSlug(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function flattenLocations(locations: readonly DemoLocation[], parentCode: string | null): ImportLocation[] {
  return locations.flatMap((location) => {
    const row: ImportLocation = { code: location.code, name: location.name, parentCode };
    if (location.streetName !== undefined) row.streetName = location.streetName;
    if (location.zipCode !== undefined) row.zipCode = location.zipCode;
    if (location.city !== undefined) row.city = location.city;
    if (location.contact !== undefined) row.contact = location.contact;
    if (location.phoneNumber !== undefined) row.phoneNumber = location.phoneNumber;
    if (location.latitude !== undefined && location.longitude !== undefined) {
      row.latitude = location.latitude;
      row.longitude = location.longitude;
    }
    return [row, ...flattenLocations(location.children ?? [], location.code)];
  });
}

// ---------------------------------------------------------------------------------------------
// Per customer: installations, tasks, issues.

interface CustomerBuild {
  xalId: string;
  tasks: ImportTask[];
  issues: ImportIssue[];
  taskSeq: number;
  issueSeq: number;
  thermoSeq: number;
  openSeq: number;
}

function taskNumber(build: CustomerBuild): string {
  build.taskSeq += 1;
  return `${build.xalId.slice(2)}-${String(build.taskSeq).padStart(4, '0')}`;
}

function issueNumber(build: CustomerBuild): string {
  build.issueSeq += 1;
  return `F-${build.xalId.slice(2)}-${String(build.issueSeq).padStart(4, '0')}`;
}

/** A small string hash (FNV-1a): a seed of its own for a generated thing (a report's comments, a file's pattern). */
export function hashOf(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

/**
 * Up to two general remarks a few minutes after the stop, and with a fault a remark on the failing line.
 * Drawn from the report's own seed: the demo's other data stays exactly as it was.
 */
function serviceComments(number: string, completed: string, responsible: string, failingLine: string | null): ImportServiceComment[] {
  const random = seededRandom(hashOf(`comments-${number}`));
  const at = (minutes: number) => new Date(Date.parse(completed) + minutes * 60_000).toISOString();
  const comments: ImportServiceComment[] = [];
  if (failingLine !== null) {
    comments.push({ date: at(5), person: responsible, comment: `Afvigelse ved »${failingLine}«. Fejlen er oprettet og følges op.` });
  }
  const count = Math.floor(random() * 3);
  const first = Math.floor(random() * SERVICE_COMMENTS.length);
  for (let index = 0; index < count; index += 1) {
    comments.push({ date: at(10 + index * 5), person: responsible, comment: SERVICE_COMMENTS[(first + index) % SERVICE_COMMENTS.length] ?? '' });
  }
  return comments;
}

function serviceReport(
  random: () => number,
  build: CustomerBuild,
  type: InstallationType,
  installation: DemoInstallation,
  number: string,
  completed: string,
  responsible: string,
  foundFault: boolean,
): ImportServiceReport {
  const lineIndexes = type.checklist.map((entry, index) => (entry.startsWith('# ') ? -1 : index)).filter((index) => index >= 0);
  const failing = foundFault ? pick(random, lineIndexes) : -1;
  return {
    caseNumber: `SAG-${number}`,
    activityType: type.taskType,
    taskName: type.taskName,
    installationNumber: installation.code,
    responsible,
    stopDate: completed,
    customerReference: random() < 0.7 ? pick(random, CUSTOMER_REFERENCES[build.xalId] ?? ['']) : null,
    lines: type.checklist.map((entry, index) =>
      entry.startsWith('# ')
        ? { description: entry.slice(2), checked: false, type: 'header' as const }
        : { description: entry, checked: index !== failing, type: 'line' as const },
    ),
    comments: serviceComments(number, completed, responsible, failing >= 0 ? (type.checklist[failing] ?? null) : null),
  };
}

function controlSchema(
  random: () => number,
  build: CustomerBuild,
  template: ControlTemplate,
  installation: DemoInstallation,
  days: number,
  cal: Calendar,
  completed: string,
  responsible: string,
  providerName: string,
): ImportControlSchema {
  return {
    reportFile: `KS_${codeSlug(installation.code).toUpperCase()}_${cal.stamp(days)}.pdf`,
    company: providerName,
    department: DEPARTMENTS[build.xalId] ?? null,
    responsible,
    date: completed,
    items: template.items.map((name, itemIndex) => ({
      name,
      checks: template.checks.map((check) => ({ name: check.name, completed: check.value(random, itemIndex) })),
    })),
  };
}

function transactionsFor(
  status: IssueStatus,
  created: string,
  closed: string | null,
  technician: string,
  customerContact: string,
): NonNullable<ImportIssue['transactions']> {
  const transactions: NonNullable<ImportIssue['transactions']> = [
    {
      date: created,
      person: technician,
      status: 'Error',
      statusPhrase: 'Fejl registreret',
      comment: 'Fejlen er registreret under eftersynet og kunden er orienteret på stedet.',
    },
  ];
  if (status === 'NoAction') {
    transactions.push({
      date: closed ?? created,
      person: customerContact,
      status: 'NoAction',
      statusPhrase: 'Afventer',
      comment: 'Udbedring afventer godkendelse af tilbud hos kunden.',
    });
  }
  if (status === 'Completed') {
    transactions.push({
      date: closed ?? created,
      person: technician,
      status: 'Completed',
      statusPhrase: 'Afsluttet',
      comment: 'Fejlen er udbedret og anlægget er afprøvet med tilfredsstillende resultat.',
    });
  }
  return transactions;
}

const NOTES_OPEN = [
  'Reservedel er bestilt hos leverandøren, forventet levering inden for to uger.',
  'Kunden ønsker tilbud før udbedring sættes i gang.',
  'Midlertidig brandvagt aftalt med driftslederen indtil fejlen er udbedret.',
];
const NOTES_CLOSED = ['Udbedret ved opfølgende besøg.', 'Komponent udskiftet og afprøvet.', 'Udbedret af kundens egen elektriker, kontrolleret af os.'];

const THERMO_FAULTS = [
  { fejltype: 'Løs forbindelse', component: 'Klemme på hovedafbryder, fase L2' },
  { fejltype: 'Overbelastet gruppe', component: 'Gruppe 14, automatsikring C16' },
  { fejltype: 'Ubalance mellem faser', component: 'Tilgang fra hovedtavle' },
  { fejltype: 'Varm sikringsholder', component: 'Sikringsholder F3' },
  { fejltype: 'Oxideret skinneforbindelse', component: 'Samleskinne, felt 2' },
];

function buildInstallation(
  random: () => number,
  build: CustomerBuild,
  installation: DemoInstallation,
  cal: Calendar,
  providerName: string,
  contactOf: (locationCode: string) => string,
): void {
  const type = INSTALLATION_TYPES[installation.type];
  const interval = type.intervalDays;
  const technician = pick(random, TECHNICIANS);
  const customerContact = contactOf(installation.location);
  const historyCount = interval <= 91 ? 3 : 2;
  const scenario = installation.scenario;
  const overdue = scenario === 'overdue' || scenario === 'overdue-rescheduled';
  // An overdue inspection is 9-45 days late; otherwise the latest completed inspection lies within
  // the last interval, so the next one is in the future.
  const overdueDue = overdue ? -between(random, 9, 45) : 0;
  const lastDue = overdue ? overdueDue - interval : -between(random, 8, interval - 10);
  const completedTasks: { number: string; days: number; completed: string }[] = [];

  for (let k = historyCount - 1; k >= 0; k -= 1) {
    const due = lastDue - k * interval;
    const drawn = between(random, -3, 4);
    const done = due + (LATE_PRONE_LOCATIONS.has(installation.location) ? drawn : Math.min(drawn, 0));
    const number = taskNumber(build);
    const completed = cal.at(done, between(random, 8, 14), pick(random, [0, 15, 30, 45]));
    const foundFault = type.faults.length > 0 && random() < 0.35;
    const history: ImportTaskHistoryEntry[] = [
      { created: cal.at(due - 30, 8), status: 'Planned', note: 'Eftersyn planlagt', responsible: technician },
      { created: cal.at(done, 8), status: 'Started', note: null, responsible: technician },
      {
        created: completed,
        status: 'Completed',
        note: foundFault ? 'Eftersyn udført, fejl registreret' : 'Eftersyn udført uden bemærkninger',
        responsible: technician,
      },
    ];
    const task: ImportTask = {
      number,
      installationCode: installation.code,
      name: type.taskName,
      type: type.taskType,
      status: 'Completed',
      dueDate: cal.at(due, 12),
      startDate: cal.at(done, 8),
      plannedDate: cal.at(due, 8),
      completedDate: completed,
      jobNumber: `J${build.xalId.slice(2)}${String(build.taskSeq).padStart(4, '0')}`,
      history,
      serviceReport: serviceReport(random, build, type, installation, number, completed, technician, foundFault),
      controlSchema:
        type.controlSchema && k === 0
          ? controlSchema(random, build, type.controlSchema, installation, done, cal, completed, technician, providerName)
          : null,
    };
    build.tasks.push(task);
    completedTasks.push({ number, days: done, completed });

    if (foundFault && k > 0) {
      // A fault found at an older inspection, fixed since.
      const fault = pick(random, type.faults);
      const closedDays = Math.min(done + between(random, 5, 25), -1);
      const closed = cal.at(closedDays, 13);
      build.issues.push({
        number: issueNumber(build),
        installationCode: installation.code,
        taskNumber: number,
        status: 'Completed',
        created: completed,
        updated: closed,
        updatedBy: technician,
        responsible: technician,
        type: fault.type,
        errorType: fault.errorType,
        reference: `${installation.code} / ${type.taskName}`,
        description: fault.description,
        transactions: transactionsFor('Completed', completed, closed, technician, customerContact),
        notes: [{ created: closed, value: pick(random, NOTES_CLOSED) }],
      });
    }
  }

  const latest = completedTasks[completedTasks.length - 1];

  // Open faults (found at the latest inspection).
  const openFaults = installation.openFaults ?? 0;
  for (let index = 0; index < openFaults && latest; index += 1) {
    const fault = type.faults[index % type.faults.length];
    if (!fault) break;
    // Two of three open faults are errors, the third awaits the customer.
    build.openSeq += 1;
    const status: IssueStatus = build.openSeq % 3 === 0 ? 'NoAction' : 'Error';
    const updated = status === 'NoAction' ? cal.at(Math.min(latest.days + 6, 0), 10) : latest.completed;
    build.issues.push({
      number: issueNumber(build),
      installationCode: installation.code,
      taskNumber: latest.number,
      status,
      created: latest.completed,
      updated,
      updatedBy: status === 'NoAction' ? customerContact : technician,
      responsible: technician,
      type: fault.type,
      errorType: fault.errorType,
      reference: pick(random, ['Rum 2.14', 'Trappe A', 'Hovedindgang', 'Teknikrum', null]),
      description: fault.description,
      transactions: transactionsFor(status, latest.completed, updated, technician, customerContact),
      notes: [{ created: latest.completed, value: pick(random, NOTES_OPEN) }],
    });
  }

  // Thermography of electrical panels: faults by class, with their custom fields.
  if (installation.type === 'EL' && latest) {
    const count = between(random, 1, 3);
    const statuses: IssueStatus[] = ['Created', 'NoAction', 'Completed'];
    for (let index = 0; index < count; index += 1) {
      const status = statuses[(build.thermoSeq + index) % statuses.length] ?? 'Created';
      const fault = pick(random, THERMO_FAULTS);
      const drawnClass = String(between(random, 1, 3));
      // Each customer's first thermography fault (Created, so open) is class 1: the overview's most serious fault.
      const fejlklasse = build.thermoSeq === 0 && index === 0 ? '1' : drawnClass;
      const maxTemp = 45 + random() * 50;
      const reference = 22 + random() * 8;
      build.thermoSeq += 1;
      const closed =
        status === 'Completed'
          ? cal.at(Math.min(latest.days + between(random, 7, 30), -1), 11)
          : status === 'NoAction'
            ? cal.at(Math.min(latest.days + 5, 0), 10)
            : latest.completed;
      const number = issueNumber(build);
      build.issues.push({
        number,
        installationCode: installation.code,
        taskNumber: latest.number,
        kind: 'thermography',
        status,
        created: latest.completed,
        updated: closed,
        updatedBy: technician,
        responsible: technician,
        type: 'Termografi',
        errorType: `Fejlklasse ${fejlklasse}`,
        reference: installation.name,
        description: `${fault.fejltype}: ${fault.component}`,
        transactions: [
          {
            date: latest.completed,
            person: technician,
            status: 'Created',
            statusPhrase: 'Oprettet',
            comment: `Termografisk måling viser ${maxTemp.toFixed(1).replace('.', ',')} °C på ${fault.component.toLowerCase()}.`,
          },
          ...(status === 'NoAction'
            ? [
                {
                  date: closed,
                  person: customerContact,
                  status: 'NoAction' as const,
                  statusPhrase: 'Ingen handling',
                  comment: 'Kunden afventer udbedring til næste planlagte service på tavlen.',
                },
              ]
            : []),
          ...(status === 'Completed'
            ? [
                {
                  date: closed,
                  person: technician,
                  status: 'Completed' as const,
                  statusPhrase: 'Afsluttet',
                  comment: 'Forbindelsen er efterspændt og kontrolmålt uden temperaturforskel.',
                },
              ]
            : []),
        ],
        notes: [{ created: latest.completed, value: `Anbefalet handling: ${fejlklasse === '1' ? 'udbedres straks' : 'udbedres ved næste service'}.` }],
        thermographyFields: {
          Tavlenr: `T${installation.code.replace(/\D/g, '')}.${index + 1}`,
          Tavletype: pick(random, ['Hovedtavle', 'Gruppetavle', 'Underfordeling']),
          Fejlklasse: fejlklasse,
          Fejltype: fault.fejltype,
          FejlId: `TF-${build.xalId.slice(2)}-${String(build.thermoSeq).padStart(3, '0')}`,
          'Temp. max': `${maxTemp.toFixed(1).replace('.', ',')} °C`,
          'Temp. ref.': `${reference.toFixed(1).replace('.', ',')} °C`,
          'Belastning i %': String(between(random, 40, 95)),
        },
      });
    }
  }

  // Current and upcoming work.
  let nextDue = lastDue + interval;
  const plan = (due: number, status: TaskStatus, extra: Partial<ImportTask> = {}, history: ImportTaskHistoryEntry[] = []): void => {
    const number = taskNumber(build);
    build.tasks.push({
      number,
      installationCode: installation.code,
      name: type.taskName,
      type: type.taskType,
      status,
      dueDate: cal.at(due, 12),
      startDate: null,
      plannedDate: cal.at(due, 8),
      completedDate: null,
      jobNumber: null,
      history: [{ created: cal.at(Math.min(due - 30, -1), 8), status: 'Planned', note: 'Eftersyn planlagt', responsible: technician }, ...history],
      ...extra,
    });
  };

  if (overdue) {
    const due = overdueDue;
    const rescheduled = scenario === 'overdue-rescheduled' ? between(random, 3, 12) : null;
    plan(
      due,
      'NotHandled',
      rescheduled === null ? {} : { startDate: cal.at(rescheduled, 8), plannedDate: cal.at(rescheduled, 8) },
      [
        {
          created: cal.at(due + 1, 16),
          status: 'NotHandled',
          note: rescheduled === null ? 'Ikke udført – ingen adgang til lokalerne' : 'Ikke udført – nyt besøg aftalt med kunden',
          responsible: technician,
        },
      ],
    );
    nextDue = due + interval;
  } else if (scenario === 'started') {
    plan(0, 'Started', { startDate: cal.at(0, 8) }, [{ created: cal.at(0, 8), status: 'Started', note: 'Teknikeren er på stedet', responsible: technician }]);
    nextDue = interval;
  } else if (scenario === 'postponed-provider' || scenario === 'postponed-customer') {
    const due = between(random, 2, 20);
    const status = scenario === 'postponed-provider' ? providerPostponedStatus(providerName) : 'PostponedByCustomer';
    const moved = due + between(random, 14, 30);
    plan(due, status, { plannedDate: cal.at(moved, 8) }, [
      {
        created: cal.at(-2, 10),
        status,
        note: scenario === 'postponed-provider' ? `Udskudt af ${providerName} pga. sygdom hos tekniker` : 'Udskudt efter ønske fra kunden (eksamensperiode)',
        responsible: scenario === 'postponed-provider' ? technician : customerContact,
      },
    ]);
    nextDue = due + interval;
  }

  // Planned inspections across the next twelve months (at most two per installation).
  for (let planned = 0; planned < 2 && nextDue <= 365; planned += 1) {
    if (nextDue > 0) plan(nextDue, 'Planned');
    nextDue += interval;
  }
}

function buildCustomer(customer: DemoCustomer, cal: Calendar, providerName: string, seed: number): ImportCustomer {
  const random = seededRandom(seed);
  const build: CustomerBuild = { xalId: customer.xalId, tasks: [], issues: [], taskSeq: 0, issueSeq: 0, thermoSeq: 0, openSeq: 0 };
  const locations = flattenLocations(customer.locations, null);
  const contacts = new Map(locations.map((location) => [location.code, location]));
  const contactOf = (code: string): string => {
    // The nearest location up the tree with a contact.
    let current = contacts.get(code);
    while (current) {
      if (current.contact) return current.contact;
      current = current.parentCode ? contacts.get(current.parentCode) : undefined;
    }
    return 'Driftsafdelingen';
  };
  const demoInstallations = INSTALLATIONS[customer.xalId] ?? [];
  const installations: ImportInstallation[] = demoInstallations.map((installation) => ({
    code: installation.code,
    name: installation.name,
    type: INSTALLATION_TYPES[installation.type].name,
    locationCode: installation.location,
  }));
  for (const installation of demoInstallations) {
    buildInstallation(random, build, installation, cal, providerName, contactOf);
  }
  const quotes = demoQuotes(build, cal);
  return { xalId: customer.xalId, name: customer.name, locations, installations, tasks: build.tasks, issues: build.issues, ...(quotes.length > 0 ? { quotes } : {}) };
}

/** The day `days` from today, YYYY-MM-DD. */
const dayOf = (cal: Calendar, days: number): string => cal.at(days, 0).slice(0, 10);

/**
 * Remediation quotes for the first demo customer's open faults: three pending (one for two faults of one unit),
 * one expired and one approved, so every state of the quote screens has a row (and a decision made on one
 * pending quote leaves others to decide).
 */
function demoQuotes(build: CustomerBuild, cal: Calendar): ImportQuote[] {
  if (build.xalId !== DEMO_CUSTOMERS[0]?.xalId) return [];
  const open = build.issues.filter((issue) => (issue.kind ?? 'standard') === 'standard' && issue.status !== 'Completed');
  const byUnit = new Map<string, ImportIssue[]>();
  for (const issue of open) byUnit.set(issue.installationCode, [...(byUnit.get(issue.installationCode) ?? []), issue]);
  const pair = [...byUnit.values()].find((issues) => issues.length >= 2)?.slice(0, 2) ?? [];
  const single = open.filter((issue) => !pair.includes(issue));
  const [first, second, third, fourth] = single;
  if (!first || !second || !third || !fourth || pair.length < 2) return [];
  const year = cal.at(0).slice(0, 4);
  return [
    {
      number: `TB-${year}-0141`, issueNumbers: pair.map((issue) => issue.number), title: 'Udskiftning af detektorer og batterier',
      amount: 12450, currency: 'DKK', validUntil: dayOf(cal, 30), pdfFile: `TB-${year}-0141.pdf`, created: cal.at(-2, 10),
    },
    {
      number: `TB-${year}-0142`, issueNumbers: [first.number], title: 'Reparation af sirene og kabling',
      amount: 3875.5, currency: 'DKK', validUntil: dayOf(cal, 10), pdfFile: `TB-${year}-0142.pdf`, created: cal.at(-1, 14),
    },
    {
      number: `TB-${year}-0143`, issueNumbers: [fourth.number], title: 'Udskiftning af nødbelysningsbatterier',
      amount: 5200, currency: 'DKK', validUntil: dayOf(cal, 45), pdfFile: `TB-${year}-0143.pdf`, created: cal.at(-1, 9),
    },
    {
      number: `TB-${year}-0118`, issueNumbers: [second.number], title: 'Ny nødbelysningsarmatur',
      amount: 2100, currency: 'DKK', validUntil: dayOf(cal, -5), pdfFile: `TB-${year}-0118.pdf`, created: cal.at(-40, 9),
    },
    {
      number: `TB-${year}-0109`, issueNumbers: [third.number], title: 'Service af sprinklerventil',
      amount: 6400, currency: 'DKK', validUntil: dayOf(cal, 20), pdfFile: `TB-${year}-0109.pdf`, created: cal.at(-20, 9),
      decision: { status: 'Approved', name: 'Jonas Friis', decidedAt: cal.at(-3, 11), poNumber: 'PO-55120', reason: null },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// News.

function news(cal: Calendar, providerName: string): ImportNews[] {
  const items: { title: string; teaser: string; body: string; days: number }[] = [
    {
      days: -4,
      title: 'Nyt i kundeportalen: termografirapporter online',
      teaser: 'Du kan nu se termografirapporter og fejlklasser direkte i portalen.',
      body: `<p>Fra i dag kan du se resultaterne af vores termografering af jeres el-tavler direkte i kundeportalen.</p>
<ul><li>Hver fejl vises med tavlenummer, fejlklasse og målt temperatur.</li><li>Rapporten kan hentes som PDF.</li><li>Du kan følge udbedringen, til fejlen er afsluttet.</li></ul>
<p>Læs mere om <a href="https://www.brandogsikring.dk/termografi">termografi af el-installationer</a>.</p>`,
    },
    {
      days: -13,
      title: 'Husk det årlige eftersyn af håndildslukkere',
      teaser: 'Håndildslukkere skal efterses mindst én gang om året.',
      body: `<p>Håndildslukkere og brandslanger skal efterses mindst én gang om året for at sikre, at de virker, når der er brug for dem.</p>
<p>Ved eftersynet kontrollerer vi:</p>
<ol><li>Plomber, manometre og vægt</li><li>Ophæng og skiltning</li><li>Serviceetiket med dato for næste eftersyn</li></ol>`,
    },
    {
      days: -27,
      title: 'Nye regler for ABA-anlæg i skoler og institutioner',
      teaser: 'De opdaterede driftsforskrifter stiller skærpede krav til den daglige kontrol.',
      body: `<p>De opdaterede driftsforskrifter for automatiske brandalarmanlæg (ABA) gælder også for skoler og daginstitutioner.</p>
<p><strong>Det betyder i praksis</strong>, at den ugentlige kontrol af centralen skal noteres i driftsjournalen, og at fejl skal meldes til os hurtigst muligt.</p>
<p>Kontakt din servicekoordinator, hvis I har spørgsmål.</p>`,
    },
    {
      days: -41,
      title: 'Vinterklar: tjek røglemme og nødbelysning',
      teaser: 'Frost og sne kan blokere røglemme. Et hurtigt tjek kan forebygge fejl.',
      body: `<p>Når temperaturen falder, kan is og sne forhindre røglemme i at åbne.</p>
<ul><li>Fjern sne fra lemme og tagvinduer.</li><li>Kontrollér, at nødbelysningens ladelamper lyser.</li><li>Meld fejl via portalen.</li></ul>`,
    },
    {
      days: -58,
      title: `${providerName} åbner ny afdeling i Aarhus`,
      teaser: 'Kortere responstid for vores kunder i Østjylland.',
      body: `<p>Vi har åbnet en ny serviceafdeling i Aarhus med otte teknikere og egen vagtordning.</p>
<p>Det giver kortere responstid ved akutte fejl på brandalarm-, sprinkler- og adgangskontrolanlæg i hele Østjylland.</p>`,
    },
    {
      days: -76,
      title: 'Sådan læser du en servicerapport',
      teaser: 'En kort guide til servicerapportens tjekliste og kontrolskema.',
      body: `<p>Servicerapporten viser, hvad teknikeren har kontrolleret ved eftersynet.</p>
<ul><li><strong>Overskrifter</strong> samler punkterne i grupper.</li><li>Et flueben betyder, at punktet er i orden.</li><li>Kontrolskemaet viser målte værdier, fx tryk og lydniveau.</li></ul>
<p>Se også vores <a href="https://www.example.com/vejledninger/servicerapport">vejledning til servicerapporter</a>.</p>`,
    },
    {
      days: -97,
      title: 'Sprinkleranlæg: pas på frihøjden under sprinklerhovederne',
      teaser: 'Reoler og varer for tæt på sprinklerhovederne er den hyppigste fejl på lagre.',
      body: `<p>Sprinklerhoveder skal have mindst 50 cm fri højde for at kunne fordele vandet korrekt.</p>
<p>Ved vores eftersyn ser vi ofte, at varer er stablet for højt. Sørg for at markere den maksimale stablehøjde på reolerne.</p>`,
    },
    {
      days: -123,
      title: 'Adgangskontrol: husk at lukke adgangen for fratrådte medarbejdere',
      teaser: 'Gennemgå adgangsgrupperne mindst to gange om året.',
      body: `<p>Et adgangskontrolsystem er kun så sikkert som dets brugerliste.</p>
<ol><li>Spær kort for fratrådte medarbejdere samme dag.</li><li>Gennemgå adgangsgrupper halvårligt.</li><li>Test nødåbningen (grøn boks) ved hvert eftersyn.</li></ol>`,
    },
    {
      days: -152,
      title: 'Ny vagtordning i weekender og på helligdage',
      teaser: 'Vores vagtcentral kan nu disponere teknikere døgnet rundt.',
      body: `<p>Fra næste måned dækker vores vagtordning alle weekender og helligdage.</p>
<p>Akutte fejl meldes som hidtil på telefon; mindre fejl kan registreres i portalen og behandles første hverdag.</p>`,
    },
  ];
  return items.map((item, index) => ({
    code: `demo-news-${String(index + 1).padStart(2, '0')}`,
    title: item.title,
    teaser: item.teaser,
    bodyHtml: item.body,
    releaseDate: cal.at(item.days, 10),
    feedId: 3,
  }));
}

/** The whole demo as one import document, for `importProviderData`. */
export function buildDemoImport(today: Date, providerName: string): ProviderImport {
  const cal = calendar(today);
  return {
    customers: DEMO_CUSTOMERS.map((customer, index) => buildCustomer(customer, cal, providerName, 0x5eed + index * 7919)),
    employees: [DEMO_EMPLOYEE, OTHER_EMPLOYEE].map((employee) => ({
      email: employee.email,
      name: employee.name,
      password: employee.password,
      memberships: DEMO_MEMBERSHIPS.filter((membership) => membership.email === employee.email).map((membership) => ({
        customerXalId: membership.xalId,
        role: membership.role,
      })),
    })),
    news: news(cal, providerName),
  };
}
