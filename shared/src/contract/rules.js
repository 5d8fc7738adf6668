// @ts-check
/** The domain rules as values, for the API (Node) and the UI: `@portal/shared/rules`. */
export * from './errors.rules.js';
export * from './issues.rules.js';
export * from './uploads.rules.js';
export * from './notifications.rules.js';
export * from './installation.rules.js';
export * from './tasks.rules.js';
export * from './administration.rules.js';
export * from './date-format.rules.js';
export * from './vocabulary.rules.js';
export * from './portfolio.rules.js';
export * from './quotes.rules.js';
export * from './two-factor.rules.js';
export * from './single-sign-on.rules.js';
export * from './fault-report.rules.js';
export * from './calendar.rules.js';
export * from './share.rules.js';
export * from './layout.rules.js';
