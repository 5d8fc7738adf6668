import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { dateLanguageOf, vocabularyEntry, type DateLanguage } from '@portal/shared/rules';

/**
 * The report PDFs' words in each language (the glossary's: "Enhed", not "Anlæg"), and the provider's system
 * vocabulary ("Fejl", "A – Kritisk") through the same `vocabulary.*` texts the screens use.
 */
export type ReportLanguage = DateLanguage;

/** The language a request asks for (its Accept-Language, which the portal's API client sends); Danish by default. */
export function reportLanguageOf(acceptLanguage: string | string[] | undefined): ReportLanguage {
  const first = (Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage)?.split(',')[0]?.trim();
  return dateLanguageOf(first);
}

const da = {
  issueReport: 'Fejlrapport',
  issueReportFile: 'Fejlrapport',
  serviceReportFile: 'Servicerapport',
  controlSchemaFile: 'Kontrolskema',
  serviceReport: 'Servicerapport',
  controlSchema: 'Kontrolskema',
  issueNumber: 'Fejlnummer',
  unit: 'Enhed',
  unitType: 'Enhedstype',
  unitNumber: 'Enhedsnummer',
  location: 'Lokation',
  status: 'Status',
  created: 'Oprettet',
  updated: 'Opdateret',
  updatedBy: (date: string, person: string) => `${date} af ${person}`,
  responsible: 'Ansvarlig',
  technician: 'Ansvarlig tekniker',
  classType: 'Klasse/type',
  faultType: 'Fejltype',
  reference: 'Reference',
  panelNumber: 'Tavlenr.',
  panelType: 'Tavletype',
  description: 'Beskrivelse',
  notes: 'Noter',
  noNotes: 'Ingen noter',
  history: 'Historik',
  noHistory: 'Ingen historik',
  files: 'Filer',
  noFiles: 'Ingen filer',
  caseNumber: 'Sagsnummer',
  activityType: 'Aktivitetstype',
  inspection: 'Eftersyn',
  completedAt: 'Udført',
  customerReference: 'Kundens reference',
  checklist: 'Tjekliste',
  noLines: 'Ingen linjer',
  serviceComments: 'Servicekommentarer',
  noComments: 'Ingen kommentarer',
  company: 'Firma',
  department: 'Afdeling',
  date: 'Dato',
  pointCount: 'Antal punkter',
  point: 'Punkt',
  value: 'Værdi',
  ok: 'OK',
  time: 'Tidspunkt',
  person: 'Person',
  comment: 'Kommentar',
  checked: 'Udført',
  notChecked: 'Ikke udført',
  generated: (when: string) => `Dannet ${when}`,
  page: (page: number, pages: number) => `Side ${page} af ${pages}`,
  /** A streamed report's page, whose total is not known while it is written. */
  pageOnly: (page: number) => `Side ${page}`,
  labelScan: 'Fejl? Scan og meld',
  labelsFile: 'QR-etiketter',
};

export type ReportTexts = typeof da;

const en: ReportTexts = {
  issueReport: 'Fault report',
  issueReportFile: 'Fault-report',
  serviceReportFile: 'Service-report',
  controlSchemaFile: 'Control-schema',
  serviceReport: 'Service report',
  controlSchema: 'Control schema',
  issueNumber: 'Fault number',
  unit: 'Unit',
  unitType: 'Unit type',
  unitNumber: 'Unit number',
  location: 'Location',
  status: 'Status',
  created: 'Created',
  updated: 'Updated',
  updatedBy: (date, person) => `${date} by ${person}`,
  responsible: 'Responsible',
  technician: 'Responsible technician',
  classType: 'Class/type',
  faultType: 'Fault type',
  reference: 'Reference',
  panelNumber: 'Panel no.',
  panelType: 'Panel type',
  description: 'Description',
  notes: 'Notes',
  noNotes: 'No notes',
  history: 'History',
  noHistory: 'No history',
  files: 'Files',
  noFiles: 'No files',
  caseNumber: 'Case number',
  activityType: 'Activity type',
  inspection: 'Inspection',
  completedAt: 'Carried out',
  customerReference: "Customer's reference",
  checklist: 'Checklist',
  noLines: 'No lines',
  serviceComments: 'Service comments',
  noComments: 'No comments',
  company: 'Company',
  department: 'Department',
  date: 'Date',
  pointCount: 'Number of points',
  point: 'Point',
  value: 'Value',
  ok: 'OK',
  time: 'Time',
  person: 'Person',
  comment: 'Comment',
  checked: 'Done',
  notChecked: 'Not done',
  generated: (when) => `Generated ${when}`,
  page: (page, pages) => `Page ${page} of ${pages}`,
  pageOnly: (page) => `Page ${page}`,
  labelScan: 'Fault? Scan and report',
  labelsFile: 'QR-labels',
};

const de: ReportTexts = {
  issueReport: 'Mängelbericht',
  issueReportFile: 'Maengelbericht',
  serviceReportFile: 'Servicebericht',
  controlSchemaFile: 'Kontrollschema',
  serviceReport: 'Servicebericht',
  controlSchema: 'Kontrollschema',
  issueNumber: 'Mangelnummer',
  unit: 'Anlage',
  unitType: 'Anlagentyp',
  unitNumber: 'Anlagennummer',
  location: 'Standort',
  status: 'Status',
  created: 'Erstellt',
  updated: 'Aktualisiert',
  updatedBy: (date, person) => `${date} von ${person}`,
  responsible: 'Verantwortlich',
  technician: 'Verantwortlicher Techniker',
  classType: 'Klasse/Typ',
  faultType: 'Mangelart',
  reference: 'Referenz',
  panelNumber: 'Verteiler-Nr.',
  panelType: 'Verteilertyp',
  description: 'Beschreibung',
  notes: 'Notizen',
  noNotes: 'Keine Notizen',
  history: 'Verlauf',
  noHistory: 'Kein Verlauf',
  files: 'Dateien',
  noFiles: 'Keine Dateien',
  caseNumber: 'Auftragsnummer',
  activityType: 'Tätigkeitsart',
  inspection: 'Prüfung',
  completedAt: 'Durchgeführt',
  customerReference: 'Referenz des Kunden',
  checklist: 'Checkliste',
  noLines: 'Keine Zeilen',
  serviceComments: 'Servicekommentare',
  noComments: 'Keine Kommentare',
  company: 'Firma',
  department: 'Abteilung',
  date: 'Datum',
  pointCount: 'Anzahl Punkte',
  point: 'Punkt',
  value: 'Wert',
  ok: 'OK',
  time: 'Zeitpunkt',
  person: 'Person',
  comment: 'Kommentar',
  checked: 'Erledigt',
  notChecked: 'Nicht erledigt',
  generated: (when) => `Erstellt am ${when}`,
  page: (page, pages) => `Seite ${page} von ${pages}`,
  pageOnly: (page) => `Seite ${page}`,
  labelScan: 'Mangel? Scannen und melden',
  labelsFile: 'QR-Etiketten',
};

export const reportTexts: Readonly<Record<ReportLanguage, ReportTexts>> = { da, en, de };

/** shared's texts per language: the `vocabulary.*` entries are the screens' words for the system vocabulary. */
const sharedTranslations = join(dirname(createRequire(import.meta.url).resolve('@portal/shared/package.json')), 'translations');
const cultureFile: Record<ReportLanguage, string> = { da: 'da-dk.json', en: 'en-gb.json', de: 'de-de.json' };
const vocabularyTexts = new Map<ReportLanguage, Record<string, string>>();

function vocabularyOf(language: ReportLanguage): Record<string, string> {
  let texts = vocabularyTexts.get(language);
  if (!texts) {
    texts = JSON.parse(readFileSync(join(sharedTranslations, cultureFile[language]), 'utf8')) as Record<string, string>;
    vocabularyTexts.set(language, texts);
  }
  return texts;
}

/** A value of the system vocabulary in the language (its `{number}` filled in); any other value as it is. */
export function vocabularyIn(language: ReportLanguage, value: string | null | undefined): string {
  const text = value ?? '';
  const entry = vocabularyEntry(text);
  const template = entry ? vocabularyOf(language)[`vocabulary.${entry.id}`] : undefined;
  if (!entry || !template) return text;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => entry.values?.[name] ?? '');
}
