// @ts-check
/**
 * The provider's system vocabulary: the Danish values the spec and the provider's data use for fault types,
 * severities, history phrases, thermography fault types and task types ("Fejl", "A – Kritisk", "Fejl
 * registreret"). The API keeps them as they are; the screens and the PDFs translate a known one at display
 * time through its id (texts `vocabulary.<id>` in shared's translations) and show any other value unchanged.
 * Plain JavaScript (types in vocabulary.rules.d.ts) because the API's PDFs use it too.
 */

/** Danish value -> id. Several spellings may share an id ('Afluttet' is the spec's spelling of 'Afsluttet'). */
export const vocabularyIds = Object.freeze({
  // Fault types (the "Klasse/type").
  Fejl: 'fault',
  Mangel: 'shortcoming',
  Bemærkning: 'observation',
  Termografi: 'thermography',
  // Severities (the "Fejltype").
  'A – Kritisk': 'severityA',
  'B – Væsentlig': 'severityB',
  'C – Mindre': 'severityC',
  // History phrases.
  'Fejl registreret': 'faultRegistered',
  'Termografisk fejl registreret': 'thermographyFaultRegistered',
  Oprettet: 'created',
  Afventer: 'pending',
  'Afventer reservedele': 'awaitingParts',
  'Tilbud sendt til kunden': 'quoteSent',
  // The customer's decision on a remediation quote (written by the quote module).
  'Tilbud godkendt af kunden': 'quoteApproved',
  'Tilbud afvist af kunden': 'quoteDeclined',
  'Udbedring planlagt': 'repairPlanned',
  'Ingen handling': 'noAction',
  'Ingen handling ønsket af kunden': 'noActionWanted',
  'Ingen fejl': 'noFault',
  'Fejl udbedret': 'faultRepaired',
  'Udbedret ved næste eftersyn': 'repairedAtNextInspection',
  Afsluttet: 'completed',
  Afluttet: 'completed',
  // Thermography fault types.
  'Løs forbindelse': 'looseConnection',
  'Overbelastet gruppe': 'overloadedCircuit',
  'Ubalance mellem faser': 'phaseImbalance',
  'Varm sikringsholder': 'hotFuseHolder',
  'Oxideret skinneforbindelse': 'oxidisedBusbarJoint',
  // Task (activity) types.
  Eftersyn: 'inspection',
  'Lovpligtigt eftersyn': 'statutoryInspection',
  'Periodisk eftersyn': 'periodicInspection',
});

/** "Fejlklasse 2": a thermography class with its number. */
const faultClass = /^Fejlklasse\s+(\d+)$/;

/**
 * The id (and values) of a known Danish value, or null for anything else (shown as it is).
 * @param {string | null | undefined} value
 * @returns {{ id: string; values?: Record<string, string> } | null}
 */
export function vocabularyEntry(value) {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const id = /** @type {Record<string, string>} */ (vocabularyIds)[text];
  if (id) return { id };
  const match = faultClass.exec(text);
  return match ? { id: 'faultClass', values: { number: match[1] ?? '' } } : null;
}
