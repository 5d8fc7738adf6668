import type { IssueStatusCode, UpdateIssueStatusRequest, UpdateThermographyStatusRequest } from '@portal/shared';

export type IssueUpdateStatus = UpdateIssueStatusRequest['IssueStatus'];
export type ThermographyUpdateStatus = UpdateThermographyStatusRequest['IssueStatus'];

/** Spec section 4: the issue select offers these three; NoAction is the default. */
export const issueStatusOptions: readonly IssueUpdateStatus[] = ['Error', 'NoAction', 'Completed'];
/** Spec section 4, second reading: the thermography select. */
export const thermographyStatusOptions: readonly ThermographyUpdateStatus[] = ['NoAction', 'Completed', 'Created'];
export const defaultUpdateStatus = 'NoAction';

/** Spec section 5: an issue status update needs a comment of at least 15 characters. */
export const minIssueCommentLength = 15;

/**
 * Spec section 4: the displayed Danish status 'Fejl' maps to Error, 'Afluttet' (spelled so) to
 * Completed, anything else to NoAction. The API's status codes map to themselves.
 */
export function issueStatusFromDisplayed(status: string | null | undefined): IssueUpdateStatus {
  const value = (status ?? '').trim();
  if (value === 'Fejl' || value === 'Error') {
    return 'Error';
  }
  if (value === 'Afluttet' || value === 'Completed') {
    return 'Completed';
  }
  return 'NoAction';
}

/** The thermography select's value for an issue's status (Created stays Created). */
export function thermographyStatusFrom(status: IssueStatusCode | string | null | undefined): ThermographyUpdateStatus {
  if (status === 'Created' || status === 'Oprettet') {
    return 'Created';
  }
  return issueStatusFromDisplayed(status) === 'Completed' ? 'Completed' : 'NoAction';
}

/** Whether an issue comment satisfies the 15-character rule (spaces at either end do not count). */
export function isIssueCommentValid(comment: string): boolean {
  return comment.trim().length >= minIssueCommentLength;
}
