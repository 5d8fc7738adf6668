import type { NotificationCulture } from '@portal/shared/contract';

/**
 * The texts of the digest mails and the unsubscribe page, in the subscription's culture. They are the
 * API's own texts (ADR 0010: each app owns its texts); the portal's dictionaries are not involved.
 */
export interface NotificationTexts {
  /** BCP 47 tag for dates. */
  locale: string;
  greeting: (name: string) => string;
  completedSubject: (day: string) => string;
  completedIntro: (day: string, count: number) => string;
  upcomingSubject: (count: number) => string;
  upcomingIntro: (from: string, to: string, count: number) => string;
  columns: { task: string; installation: string; location: string; status: string; due: string; completed: string };
  openInPortal: string;
  allLocations: string;
  forLocation: (name: string) => string;
  why: (email: string, scope: string) => string;
  unsubscribe: string;
  signature: (provider: string) => string;
  page: { title: string; confirm: string; button: string; done: string; gone: string };
}

export const notificationTexts: Record<NotificationCulture, NotificationTexts> = {
  'da-DK': {
    locale: 'da-DK',
    greeting: (name) => `Hej ${name}`,
    completedSubject: (day) => `Afsluttede eftersyn ${day}`,
    completedIntro: (day, count) => `${count === 1 ? 'Dette eftersyn' : `Disse ${count} eftersyn`} blev afsluttet ${day}:`,
    upcomingSubject: (count) => `Kommende eftersyn de næste tre uger (${count})`,
    upcomingIntro: (from, to, count) => `${count === 1 ? 'Dette eftersyn' : `Disse ${count} eftersyn`} forfalder fra ${from} til ${to}:`,
    columns: { task: 'Eftersyn', installation: 'Enhed', location: 'Lokation', status: 'Status', due: 'Forfalder', completed: 'Afsluttet' },
    openInPortal: 'Åbn i portalen',
    allLocations: 'alle lokationer',
    forLocation: (name) => `lokationen ${name}`,
    why: (email, scope) => `Du får denne mail, fordi ${email} abonnerer på notifikationer for ${scope}.`,
    unsubscribe: 'Afmeld denne notifikation',
    signature: (provider) => `Venlig hilsen ${provider}`,
    page: {
      title: 'Afmeld notifikation',
      confirm: 'Vil du afmelde denne e-mail-notifikation?',
      button: 'Afmeld',
      done: 'Du er afmeldt. Du modtager ikke flere mails fra denne notifikation.',
      gone: 'Denne notifikation er allerede afmeldt.',
    },
  },
  'en-GB': {
    locale: 'en-GB',
    greeting: (name) => `Hello ${name}`,
    completedSubject: (day) => `Completed inspections ${day}`,
    completedIntro: (day, count) => `${count === 1 ? 'This inspection was' : `These ${count} inspections were`} completed on ${day}:`,
    upcomingSubject: (count) => `Upcoming inspections in the next three weeks (${count})`,
    upcomingIntro: (from, to, count) => `${count === 1 ? 'This inspection is' : `These ${count} inspections are`} due from ${from} to ${to}:`,
    columns: { task: 'Inspection', installation: 'Unit', location: 'Location', status: 'Status', due: 'Due', completed: 'Completed' },
    openInPortal: 'Open in the portal',
    allLocations: 'all locations',
    forLocation: (name) => `the location ${name}`,
    why: (email, scope) => `You receive this e-mail because ${email} is subscribed to notifications for ${scope}.`,
    unsubscribe: 'Unsubscribe from this notification',
    signature: (provider) => `Kind regards, ${provider}`,
    page: {
      title: 'Unsubscribe',
      confirm: 'Do you want to unsubscribe from this e-mail notification?',
      button: 'Unsubscribe',
      done: 'You have been unsubscribed. You will receive no more e-mails from this notification.',
      gone: 'This notification has already been unsubscribed.',
    },
  },
  'de-DE': {
    locale: 'de-DE',
    greeting: (name) => `Hallo ${name}`,
    completedSubject: (day) => `Abgeschlossene Prüfungen ${day}`,
    completedIntro: (day, count) => `${count === 1 ? 'Diese Prüfung wurde' : `Diese ${count} Prüfungen wurden`} am ${day} abgeschlossen:`,
    upcomingSubject: (count) => `Anstehende Prüfungen in den nächsten drei Wochen (${count})`,
    upcomingIntro: (from, to, count) => `${count === 1 ? 'Diese Prüfung ist' : `Diese ${count} Prüfungen sind`} vom ${from} bis ${to} fällig:`,
    columns: { task: 'Prüfung', installation: 'Anlage', location: 'Standort', status: 'Status', due: 'Fällig', completed: 'Abgeschlossen' },
    openInPortal: 'Im Portal öffnen',
    allLocations: 'alle Standorte',
    forLocation: (name) => `den Standort ${name}`,
    why: (email, scope) => `Sie erhalten diese E-Mail, weil ${email} Benachrichtigungen für ${scope} abonniert hat.`,
    unsubscribe: 'Diese Benachrichtigung abbestellen',
    signature: (provider) => `Mit freundlichen Grüßen, ${provider}`,
    page: {
      title: 'Abbestellen',
      confirm: 'Möchten Sie diese E-Mail-Benachrichtigung abbestellen?',
      button: 'Abbestellen',
      done: 'Sie haben die Benachrichtigung abbestellt. Sie erhalten keine weiteren E-Mails dazu.',
      gone: 'Diese Benachrichtigung wurde bereits abbestellt.',
    },
  },
};

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/** The small page an unsubscribe link opens: a button that POSTs to the same URL (RFC 8058), or the outcome. */
export function unsubscribePage(culture: NotificationCulture, state: 'confirm' | 'done' | 'gone'): string {
  const { page } = notificationTexts[culture];
  const body =
    state === 'confirm'
      ? `<p>${escapeHtml(page.confirm)}</p><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(page.button)}</button></form>`
      : `<p>${escapeHtml(state === 'done' ? page.done : page.gone)}</p>`;
  return `<!doctype html><html lang="${culture.slice(0, 2)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)}</title></head><body><h1>${escapeHtml(page.title)}</h1>${body}</body></html>`;
}
