// @ts-check
/**
 * The issue rules of spec sections 4, 5 and 9, defined once for the API, the UI and the PDFs. Plain
 * JavaScript (types in issues.rules.d.ts) because the API runs in Node straight from this package.
 */

/**
 * Status codes an issue can have; thermography issues also use Created. Reported: a fault the customer reported
 * in the portal (or a guest by a unit's QR label), not yet taken up by the provider.
 */
export const issueStatusCodes = Object.freeze(/** @type {const} */ (['Error', 'NoAction', 'Completed', 'Created', 'Reported']));
/** Statuses that count as a current (open) issue: lists, key numbers, picker badges. */
export const openIssueStatusCodes = Object.freeze(/** @type {const} */ (['Error', 'NoAction', 'Created', 'Reported']));
/** The `{status}` of the list calls (spec section 4's fault filter states and 'active'); what each holds is `issueFilterStates`. */
export const issueListStatuses = Object.freeze(/** @type {const} */ (['NoAction', 'active', 'DASHBOARD', 'Completed']));
/**
 * Which faults each filter state holds, stated once for the API, the pages, the dashboard and the chart:
 * NoAction, active and DASHBOARD the current (open) faults, Completed the completed ones.
 */
export const issueFilterStates = Object.freeze({
  NoAction: /** @type {const} */ ('open'),
  active: /** @type {const} */ ('open'),
  DASHBOARD: /** @type {const} */ ('open'),
  Completed: /** @type {const} */ ('completed'),
});
/** The issue overlay's select, in order (error incident, no incident, completed). */
export const issueUpdateStatuses = Object.freeze(/** @type {const} */ (['Error', 'NoAction', 'Completed']));
/** The thermography overlay's select, in order (no incident, completed, created). */
export const thermographyUpdateStatuses = Object.freeze(/** @type {const} */ (['NoAction', 'Completed', 'Created']));
/** Selected when the select opens and after 'Ryd valgte'. */
export const defaultIssueUpdateStatus = 'NoAction';

/** Spec section 5: an issue status update needs a comment of at least 15 characters (trimmed). */
export const minIssueCommentLength = 15;

/** Danish status phrases of the history and the issue report ('Afluttet' is spelled so, spec section 4). */
export const issueStatusPhrases = Object.freeze({ Error: 'Fejl', NoAction: 'Ingen fejl', Completed: 'Afluttet', Created: 'Oprettet', Reported: 'Anmeldt' });

/** The path flags of the zip call, in path order. */
export const issueBundleFlags = Object.freeze(
  /** @type {const} */ (['includeFiles', 'includeServiceReport', 'includeIssueReport', 'includeControlSchema']),
);

/**
 * Spec section 4: the displayed Danish status 'Fejl' maps to Error, 'Afluttet' to Completed, anything
 * else to NoAction. The status codes map to themselves.
 * @param {string | null | undefined} status
 * @returns {'Error' | 'NoAction' | 'Completed'}
 */
export function issueStatusFromDisplayed(status) {
  const value = (status ?? '').trim();
  if (value === issueStatusPhrases.Error || value === 'Error') return 'Error';
  if (value === issueStatusPhrases.Completed || value === 'Completed') return 'Completed';
  return 'NoAction';
}

/**
 * The status code of a history entry's stored Danish phrase (issueStatusPhrases; a code stands for itself), so
 * the history shows the translated status ('Afsluttet', 'Completed') while the API keeps the spec's phrase
 * ('Afluttet'). Undefined for a phrase of no status.
 * @param {string} phrase
 * @returns {'Error' | 'NoAction' | 'Completed' | 'Created' | 'Reported' | undefined}
 */
export function issueStatusOfPhrase(phrase) {
  const value = phrase.trim();
  for (const code of issueStatusCodes) {
    if (value === code || value === issueStatusPhrases[code]) return code;
  }
  return undefined;
}

/**
 * Whether an issue comment satisfies the 15-character rule (spaces at either end do not count).
 * @param {string} comment
 */
export function isIssueCommentValid(comment) {
  return comment.trim().length >= minIssueCommentLength;
}

/** A fault's severity, most serious first: A critical, B significant, C minor. */
export const issueSeverities = Object.freeze(/** @type {const} */ (['A', 'B', 'C']));

/**
 * The severity of a fault, stated once for the lists, the overview and the API. A thermography fault's class
 * (Fejlklasse 1, 2, 3; 1 the most serious) maps to A, B, C; any other fault's type (errorType, such as
 * 'A – Kritisk') by its leading letter. Null when neither says.
 * @param {{ errorType?: string | null, Fejlklasse?: string | null }} issue
 * @returns {'A' | 'B' | 'C' | null}
 */
export function issueSeverity(issue) {
  const thermographyClass = (issue.Fejlklasse ?? '').replace(/\D/g, '');
  if (thermographyClass === '1') return 'A';
  if (thermographyClass === '2') return 'B';
  if (thermographyClass === '3') return 'C';
  const letter = (issue.errorType ?? '').trim().charAt(0).toUpperCase();
  return letter === 'A' || letter === 'B' || letter === 'C' ? letter : null;
}

/**
 * The fixed keys of a thermography row (spec section 3): every other key is one of the provider's custom
 * fields, shown (and exported) as a column of its own.
 */
/** @type {ReadonlySet<string>} */
export const thermographyFixedKeys = new Set([
  'created',
  'issueId',
  'number',
  'responsible',
  'responsibleInitials',
  'status',
  'note',
  'fileUrl',
  'fileName',
  'Tavlenr',
  'Tavletype',
  'Fejlklasse',
  'Fejltype',
  'FejlId',
]);

/**
 * Whether a fault is mended by the customer and awaits the provider's check: completed with the customer's own
 * fix, not confirmed by the provider (the import's verifiedAt), not reopened.
 * @param {{ status: string, customerFixedAt: string | Date | null, verifiedAt: string | Date | null }} issue
 */
export function isCustomerFixPending(issue) {
  return issue.status === 'Completed' && issue.customerFixedAt !== null && issue.verifiedAt === null;
}
