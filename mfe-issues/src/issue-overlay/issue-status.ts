import { issueStatusFromDisplayed, type IssueStatusCode, type ThermographyUpdateStatus } from '@portal/shared';

/**
 * The status rules (the selects' options, the default, the displayed-status mapping, the comment
 * minimum) are defined once in the contract (`@portal/shared`, issues.rules.js) and shared with the API.
 */
export {
  defaultIssueUpdateStatus as defaultUpdateStatus,
  isIssueCommentValid,
  issueStatusFromDisplayed,
  issueUpdateStatuses as issueStatusOptions,
  minIssueCommentLength,
  thermographyUpdateStatuses as thermographyStatusOptions,
  type IssueUpdateStatus,
  type ThermographyUpdateStatus,
} from '@portal/shared';

/** The thermography select's value for an issue's status (Created stays Created). */
export function thermographyStatusFrom(status: IssueStatusCode | string | null | undefined): ThermographyUpdateStatus {
  if (status === 'Created' || status === 'Oprettet') {
    return 'Created';
  }
  return issueStatusFromDisplayed(status) === 'Completed' ? 'Completed' : 'NoAction';
}
