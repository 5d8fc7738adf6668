import type { AuditChange, AuditDetail, AuditEntry, AuditSubject } from '@portal/shared';
import { languageName } from '../profile/profile-languages';

type T = (key: string, values?: Record<string, string | number>) => string;

/** The actions the page has words for; another module's new action is shown as it is stored. */
const namedActions = new Set([
  'sign-in',
  'sign-in.sso',
  'sign-in.sso-refused',
  'sign-in.refused',
  'user.just-in-time',
  'impersonation',
  'issue.status',
  'issue.report',
  'settings.update',
  'labels.rotate',
  'task.status',
  'file.upload',
  'file.delete',
  'bundle.request',
  'user.invite',
  'user.update',
  'user.delete',
  'password.reset-requested',
  'password.set',
  'password.change',
  'profile.update',
  'quote.decision',
  'two-factor.enable',
  'two-factor.disable',
  'two-factor.reset',
  'two-factor.requirement',
  'calendar.feed-created',
  'calendar.feed-renewed',
  'calendar.feed-removed',
  'share.link-created',
  'share.link-visited',
  'share.link-revoked',
]);

/** The status codes the page has words for (a task's select codes and an issue's); another is shown as it is. */
const namedStatuses = new Set([
  'Activated',
  'Completed',
  'Handled',
  'NotHandled',
  'Open',
  'Planned',
  'PostponedByCustomer',
  'PostponedByProvider',
  'Started',
  'Error',
  'NoAction',
  'Created',
  'Reported',
]);


const roleText = (t: T, role: string): string => (role === 'Admin' || role === 'User' ? t(`admin.role.${role}`) : role);
const locationsText = (t: T, codes: readonly string[] | null): string => (codes === null ? t('admin.audit.detail.allLocations') : codes.join(', '));

function subjectText(t: T, subject: AuditSubject): string {
  switch (subject.kind) {
    case 'task':
    case 'issue':
    case 'thermographyIssue':
      return t(`admin.audit.subject.${subject.kind}`, { number: subject.number });
    case 'issueReports':
    case 'taskReports':
      return t(`admin.audit.subject.${subject.kind}`, { count: subject.count });
  }
}

function changeText(t: T, change: AuditChange): string {
  switch (change.field) {
    case 'name':
      return t('admin.audit.change.name', { from: change.from, to: change.to });
    case 'role':
      return t('admin.audit.change.role', { from: roleText(t, change.from), to: roleText(t, change.to) });
    case 'active':
      return t(change.value ? 'admin.audit.change.activated' : 'admin.audit.change.deactivated');
    case 'newsletter':
      return t(change.value ? 'admin.audit.change.newsletterOn' : 'admin.audit.change.newsletterOff');
    case 'mayApproveQuotes':
      return t(change.value ? 'admin.audit.change.mayApproveQuotesOn' : 'admin.audit.change.mayApproveQuotesOff');
    case 'locations':
      return t('admin.audit.change.locations', { locations: locationsText(t, change.codes) });
    case 'language':
      return t('admin.audit.change.language', { language: change.value === null ? t('admin.profile.languageDefault') : languageName(change.value) });
    case 'terms':
      return t('admin.audit.change.terms');
  }
}

function detailText(t: T, detail: AuditDetail): string {
  switch (detail.kind) {
    case 'status': {
      const status = namedStatuses.has(detail.status) ? t(`admin.audit.status.${detail.status}`) : detail.status;
      return detail.note === '' ? status : t('admin.audit.detail.statusWithNote', { status, note: detail.note });
    }
    case 'fileOf':
      return t(`admin.audit.detail.fileOf.${detail.target}`, { ref: detail.ref });
    case 'numbers':
      return t(`admin.audit.detail.numbers.${detail.target}`, { numbers: detail.numbers.join(', ') });
    case 'access':
      return t('admin.audit.detail.access', { role: roleText(t, detail.role), locations: locationsText(t, detail.locations) });
    case 'changes':
      return detail.changes.map((change) => changeText(t, change)).join('; ');
    case 'passwordSet':
      return t(`admin.audit.detail.passwordSet.${detail.purpose}`);
    case 'sessionsEnded':
      return t('admin.audit.detail.sessionsEnded', { count: detail.count });
    case 'impersonation':
      return t('admin.audit.detail.impersonation', { impersonator: detail.impersonator, name: detail.name });
    case 'removedPerson':
      return detail.name;
  }
}

/**
 * An entry's action, subject and details in the reader's language, from its codes and values (`params`); an
 * entry without them (written before they were stored) shows its stored words.
 */
export function auditEntryTexts(t: T, entry: AuditEntry): { action: string; subject: string; details: string } {
  const { subject, details } = entry.params ?? {};
  return {
    action: namedActions.has(entry.action) ? t(`admin.audit.action.${entry.action}`) : entry.action,
    subject: subject ? subjectText(t, subject) : entry.subject,
    details: details ? detailText(t, details) : (entry.details ?? ''),
  };
}
