import type { NotificationCulture } from '@portal/shared/contract';
import { dateLanguageOf } from '@portal/shared/rules';
import { exportTexts } from '../export/export-texts.js';
import type { ProviderEventPayload, ProviderEventType } from './provider-events-payload.js';

/** The service desk's mail in PROVIDER_SERVICE_CULTURE: a subject per event type and the labels of its facts. */
interface ProviderMailTexts {
  subjects: Record<ProviderEventType, string>;
  approved: string;
  declined: string;
  urgencies: Record<'normal' | 'critical', string>;
  labels: {
    customer: string;
    location: string;
    installation: string;
    fault: string;
    task: string;
    quote: string;
    by: string;
    guest: string;
    time: string;
    from: string;
    to: string;
    comment: string;
    urgency: string;
    description: string;
    phone: string;
    name: string;
    poNumber: string;
    reason: string;
    amount: string;
    faults: string;
    evidence: string;
    eventId: string;
  };
}

const TEXTS: Record<NotificationCulture, ProviderMailTexts> = {
  'da-DK': {
    subjects: {
      'issue.reported': 'Ny fejl meldt',
      'issue.statusChanged': 'Kunden har ændret status på en fejl',
      'task.statusChanged': 'Kunden har ændret status på en opgave',
      'quote.decided': 'Kunden har besluttet et tilbud',
      'issue.fixedByCustomer': 'Kunden har selv udbedret en fejl – afventer kontrol',
    },
    approved: 'Godkendt',
    declined: 'Afvist',
    urgencies: { normal: 'Normal', critical: 'Kritisk – enheden virker ikke' },
    labels: {
      customer: 'Kunde', location: 'Lokation', installation: 'Enhed', fault: 'Fejl', task: 'Opgave', quote: 'Tilbud', by: 'Af',
      guest: 'gæst', time: 'Tidspunkt', from: 'Fra', to: 'Til', comment: 'Kommentar', urgency: 'Hastegrad', description: 'Beskrivelse',
      phone: 'Telefon', name: 'Navn', poNumber: 'Indkøbsordre', reason: 'Begrundelse', amount: 'Beløb', faults: 'Fejl', evidence: 'Dokumentation (filer)', eventId: 'Hændelses-id',
    },
  },
  'en-GB': {
    subjects: {
      'issue.reported': 'New fault reported',
      'issue.statusChanged': "The customer changed a fault's status",
      'task.statusChanged': "The customer changed a task's status",
      'quote.decided': 'The customer decided a quote',
      'issue.fixedByCustomer': 'The customer fixed a fault – awaiting your check',
    },
    approved: 'Approved',
    declined: 'Declined',
    urgencies: { normal: 'Normal', critical: 'Critical – the unit does not work' },
    labels: {
      customer: 'Customer', location: 'Location', installation: 'Unit', fault: 'Fault', task: 'Task', quote: 'Quote', by: 'By',
      guest: 'guest', time: 'Time', from: 'From', to: 'To', comment: 'Comment', urgency: 'Urgency', description: 'Description',
      phone: 'Phone', name: 'Name', poNumber: 'PO number', reason: 'Reason', amount: 'Amount', faults: 'Faults', evidence: 'Evidence (files)', eventId: 'Event id',
    },
  },
  'de-DE': {
    subjects: {
      'issue.reported': 'Neuer Mangel gemeldet',
      'issue.statusChanged': 'Der Kunde hat den Status eines Mangels geändert',
      'task.statusChanged': 'Der Kunde hat den Status einer Aufgabe geändert',
      'quote.decided': 'Der Kunde hat über ein Angebot entschieden',
      'issue.fixedByCustomer': 'Der Kunde hat einen Mangel selbst behoben – Prüfung ausstehend',
    },
    approved: 'Angenommen',
    declined: 'Abgelehnt',
    urgencies: { normal: 'Normal', critical: 'Kritisch – die Anlage funktioniert nicht' },
    labels: {
      customer: 'Kunde', location: 'Standort', installation: 'Anlage', fault: 'Mangel', task: 'Aufgabe', quote: 'Angebot', by: 'Von',
      guest: 'Gast', time: 'Zeitpunkt', from: 'Von', to: 'Nach', comment: 'Kommentar', urgency: 'Dringlichkeit', description: 'Beschreibung',
      phone: 'Telefon', name: 'Name', poNumber: 'Bestellnummer', reason: 'Begründung', amount: 'Betrag', faults: 'Mängel', evidence: 'Nachweise (Dateien)', eventId: 'Ereignis-ID',
    },
  },
};

/**
 * Plain-text mail: the subject names the event, the customer and the subject's number; the body lists the facts,
 * with statuses and urgencies in the words the screens use (the glossary's "Enhed", not "Anlæg").
 */
export function providerEventMail(event: ProviderEventPayload, culture: NotificationCulture, timeZone: string): { subject: string; text: string } {
  const t = TEXTS[culture];
  const l = t.labels;
  const values = exportTexts[dateLanguageOf(culture)].value;
  const time = new Intl.DateTimeFormat(culture, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(event.occurredAt));
  const lines: [string, string][] = [
    [l.customer, `${event.customer.name} (${event.customer.xalId})`],
    [l.location, `${event.location.name} (${event.location.code})`],
  ];
  if (event.installation) lines.push([l.installation, `${event.installation.name} (${event.installation.code})`]);
  let number: string;
  switch (event.type) {
    case 'issue.reported':
      number = event.issue.number;
      lines.push([l.fault, number], [l.urgency, t.urgencies[event.data.urgency]], [l.description, event.data.description]);
      lines.push([l.by, event.data.reporter.kind === 'guest' ? `${event.data.reporter.name} (${l.guest})` : event.data.reporter.name]);
      if (event.data.reporter.email) lines.push(['E-mail', event.data.reporter.email]);
      if (event.data.phone ?? event.data.reporter.phone) lines.push([l.phone, event.data.phone ?? event.data.reporter.phone ?? '']);
      break;
    case 'issue.statusChanged':
    case 'task.statusChanged':
    {
      const statuses = event.type === 'task.statusChanged' ? values.taskStatus : values.issueStatus;
      number = event.type === 'task.statusChanged' ? event.task.number : event.issue.number;
      lines.push(
        [event.type === 'task.statusChanged' ? l.task : l.fault, number],
        [l.from, statuses[event.data.from] ?? event.data.from],
        [l.to, statuses[event.data.to] ?? event.data.to],
      );
      if (event.data.comment) lines.push([l.comment, event.data.comment]);
      break;
    }
    case 'quote.decided':
      number = event.quote.number;
      lines.push(
        [l.quote, `${number}: ${event.data.decision === 'Approved' ? t.approved : t.declined}`],
        [l.faults, event.data.issueNumbers.join(', ')],
        [l.amount, `${(event.data.amountMinor / 100).toFixed(2)} ${event.data.currency}`],
        [l.name, event.data.name],
      );
      if (event.data.poNumber) lines.push([l.poNumber, event.data.poNumber]);
      if (event.data.reason) lines.push([l.reason, event.data.reason]);
      break;
    case 'issue.fixedByCustomer':
      number = event.issue.number;
      lines.push([l.fault, number], [l.comment, event.data.comment], [l.evidence, String(event.data.evidence)]);
      break;
  }
  if (event.actor && event.type !== 'issue.reported') lines.push([l.by, event.actor.impersonator ? `${event.actor.name} (${event.actor.impersonator})` : event.actor.name]);
  lines.push([l.time, time], [l.eventId, event.id]);
  return {
    subject: `${t.subjects[event.type]}: ${number} – ${event.customer.name}, ${event.location.name}`,
    text: `${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}\n`,
  };
}
