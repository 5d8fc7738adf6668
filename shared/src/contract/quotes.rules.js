// @ts-check
/** Remediation quotes: the rules the API checks and the forms show (ADR 0055). */

/** The decision stored on a quote; Pending until the customer decides, then final. */
export const quoteDecisionStatuses = /** @type {const} */ (['Pending', 'Approved', 'Declined']);

/** What a list asks for: the stored statuses, and Expired (a Pending quote after its last valid day). */
export const quoteListStatuses = /** @type {const} */ (['Pending', 'Approved', 'Declined', 'Expired']);

/** The name the decider signs with. */
export const quoteNameMaxLength = 200;

/** The customer's purchase-order number, optional on an approval. */
export const quotePoNumberMaxLength = 100;

/** A decline needs a reason of at least this many characters (like a status comment). */
export const quoteReasonMinLength = 15;
export const quoteReasonMaxLength = 4000;

/** The dashboard widget's rows. */
export const quoteWidgetRows = 5;

/** Dictionary keys of the messages the API sends with its 4xx answers, so the forms show them in the reader's language. */
export const quoteMessageKeys = /** @type {const} */ ({
  decided: 'issues.quotes.error.decided',
  expired: 'issues.quotes.error.expired',
  noRight: 'issues.quotes.error.noRight',
  reasonTooShort: 'issues.quotes.error.reasonTooShort',
  nameRequired: 'issues.quotes.error.nameRequired',
});
