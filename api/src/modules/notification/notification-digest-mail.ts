import type { NotificationCulture, NotificationType } from '@portal/shared/contract';
import type { DigestTaskRow } from './notification-digest.repository.js';
import { escapeHtml, notificationTexts } from './notification-texts.js';

/** What a digest mail says: the subscription, the period and its task lines. */
export interface DigestMailInput {
  type: NotificationType;
  culture: NotificationCulture;
  recipientName: string;
  email: string;
  /** The location's name, or null for all locations. */
  locationName: string | null;
  /** [from, to) of the period. */
  from: Date;
  to: Date;
  rows: readonly DigestTaskRow[];
  total: number;
  /** PUBLIC_URL, for the deep links. */
  portalUrl: string;
  unsubscribeUrl: string;
  providerName: string;
  timeZone: string;
}

export interface DigestMail {
  subject: string;
  text: string;
  html: string;
}

const LIST_PATHS: Record<NotificationType, string> = { CompletedTasksDaily: '/afsluttede-eftersyn', UpcommingTasks3Week: '/kommende-eftersyn' };

/** The portal's list of the digest's kind, searched for the task's number (spec: tableSearchQuery). */
export function taskLink(portalUrl: string, type: NotificationType, row: DigestTaskRow): string {
  return `${portalUrl.replace(/\/+$/, '')}${LIST_PATHS[type]}?tableSearchQuery=${encodeURIComponent(row.number)}`;
}

/** Renders the digest in the subscription's culture, as text and as HTML (every value escaped). */
export function renderDigestMail(input: DigestMailInput): DigestMail {
  const texts = notificationTexts[input.culture];
  const day = (value: Date | string) => new Date(value).toLocaleDateString(texts.locale, { dateStyle: 'medium', timeZone: input.timeZone });
  const lastDay = new Date(input.to.getTime() - 1);
  const completed = input.type === 'CompletedTasksDaily';
  const subject = completed ? texts.completedSubject(day(input.from)) : texts.upcomingSubject(input.total);
  const intro = completed ? texts.completedIntro(day(input.from), input.total) : texts.upcomingIntro(day(input.from), day(lastDay), input.total);
  const scope = input.locationName === null ? texts.allLocations : texts.forLocation(input.locationName);
  const dateOf = (row: DigestTaskRow) => day(completed ? (row.completed_date ?? row.due_date) : row.due_date);
  const dateLabel = completed ? texts.columns.completed : texts.columns.due;
  const more = input.total - input.rows.length;
  const listUrl = `${input.portalUrl.replace(/\/+$/, '')}${LIST_PATHS[input.type]}`;

  const text = [
    texts.greeting(input.recipientName),
    '',
    intro,
    '',
    ...input.rows.flatMap((row) => [
      `- ${row.number} ${row.name}: ${row.installation_name} (${row.location_name}), ${dateLabel.toLowerCase()} ${dateOf(row)}`,
      `  ${taskLink(input.portalUrl, input.type, row)}`,
    ]),
    ...(more > 0 ? ['', `+ ${more}`, listUrl] : []),
    '',
    texts.signature(input.providerName),
    '',
    '--',
    texts.why(input.email, scope),
    `${texts.unsubscribe}: ${input.unsubscribeUrl}`,
  ].join('\n');

  const cell = (value: string) => `<td style="padding:4px 8px;border-bottom:1px solid #ddd">${value}</td>`;
  const head = (value: string) => `<th align="left" style="padding:4px 8px;border-bottom:2px solid #999">${escapeHtml(value)}</th>`;
  const lines = input.rows
    .map(
      (row) =>
        `<tr>${cell(`<a href="${escapeHtml(taskLink(input.portalUrl, input.type, row))}">${escapeHtml(`${row.number} ${row.name}`)}</a>`)}${cell(escapeHtml(row.installation_name))}${cell(escapeHtml(row.location_name))}${cell(escapeHtml(dateOf(row)))}</tr>`,
    )
    .join('');
  const html = [
    `<!doctype html><html lang="${input.culture.slice(0, 2)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif">`,
    `<p>${escapeHtml(texts.greeting(input.recipientName))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<table cellspacing="0"><thead><tr>${head(texts.columns.task)}${head(texts.columns.installation)}${head(texts.columns.location)}${head(dateLabel)}</tr></thead><tbody>${lines}</tbody></table>`,
    more > 0 ? `<p><a href="${escapeHtml(listUrl)}">+ ${more} — ${escapeHtml(texts.openInPortal)}</a></p>` : `<p><a href="${escapeHtml(listUrl)}">${escapeHtml(texts.openInPortal)}</a></p>`,
    `<p>${escapeHtml(texts.signature(input.providerName))}</p>`,
    `<hr><p style="font-size:12px;color:#666">${escapeHtml(texts.why(input.email, scope))} <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(texts.unsubscribe)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
