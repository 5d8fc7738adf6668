export declare const quoteDecisionStatuses: readonly ['Pending', 'Approved', 'Declined'];
export declare const quoteListStatuses: readonly ['Pending', 'Approved', 'Declined', 'Expired'];
export declare const quoteNameMaxLength: 200;
export declare const quotePoNumberMaxLength: 100;
export declare const quoteReasonMinLength: 15;
export declare const quoteReasonMaxLength: 4000;
export declare const quoteWidgetRows: 5;
export declare const quoteMessageKeys: {
  readonly decided: 'issues.quotes.error.decided';
  readonly expired: 'issues.quotes.error.expired';
  readonly noRight: 'issues.quotes.error.noRight';
  readonly reasonTooShort: 'issues.quotes.error.reasonTooShort';
  readonly nameRequired: 'issues.quotes.error.nameRequired';
};
export type QuoteDecisionStatus = (typeof quoteDecisionStatuses)[number];
export type QuoteListStatus = (typeof quoteListStatuses)[number];
