import type { AuditChange, AuditDetail, AuditSubject } from '@portal/shared/contract';

/**
 * The English words of an entry's codes (`AuditParams`), stored beside them in `subject` and `details` for the
 * CSV: made here from the codes, so the two never say different things. The page writes the codes in the
 * reader's language instead.
 */

export function subjectWords(subject: AuditSubject): string {
  switch (subject.kind) {
    case 'task':
      return `Task ${subject.number}`;
    case 'issue':
      return `Issue ${subject.number}`;
    case 'thermographyIssue':
      return `Thermography issue ${subject.number}`;
    case 'issueReports':
      return `${subject.count} issue report(s)`;
    case 'taskReports':
      return `${subject.count} task report(s)`;
  }
}

function changeWords(change: AuditChange): string {
  switch (change.field) {
    case 'name':
    case 'role':
      return `${change.field} ${change.from} -> ${change.to}`;
    case 'active':
      return change.value ? 'activated' : 'deactivated';
    case 'newsletter':
      return `newsletter ${change.value ? 'on' : 'off'}`;
    case 'mayApproveQuotes':
      return `may approve quotes ${change.value ? 'on' : 'off'}`;
    case 'locations':
      return `locations ${change.codes === null ? 'all' : change.codes.join(', ')}`;
    case 'language':
      return `language ${change.value ?? 'default'}`;
    case 'terms':
      return 'terms accepted';
  }
}

const fileOwner = { task: 'Task', issue: 'Issue', installation: 'Installation', location: 'Location' } as const;

export function detailWords(detail: AuditDetail): string {
  switch (detail.kind) {
    case 'status':
      return detail.note === '' ? detail.status : `${detail.status}: ${detail.note}`;
    case 'fileOf':
      return `${fileOwner[detail.target]} ${detail.ref}`;
    case 'numbers':
      return `${detail.target === 'issues' ? 'Issues' : 'Tasks'} ${detail.numbers.join(', ')}`;
    case 'access':
      return `${detail.role}${detail.locations ? `; ${detail.locations.join(', ')}` : ''}`;
    case 'changes':
      return detail.changes.map(changeWords).join('; ');
    case 'passwordSet':
      return detail.purpose;
    case 'sessionsEnded':
      return `other sessions ended: ${detail.count}`;
    case 'impersonation':
      return `${detail.impersonator} signed in as ${detail.name}`;
    case 'removedPerson':
      return detail.name;
  }
}
