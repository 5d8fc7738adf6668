/**
 * The API contract, one file per domain: request and response shapes of the provider API (spec section 7)
 * as this portal's API serves them, and the domain rules both sides apply (`*.rules.js`). The API imports
 * the types (`@portal/shared/contract`) and the rules (`@portal/shared/rules`), so client and server cannot
 * drift apart.
 */
export type * from './session.js';
export type * from './locations.js';
export type * from './issues.js';
export type * from './notifications.js';
export type * from './news.js';
export type * from './administration.js';
export * from './errors.rules.js';
export * from './issues.rules.js';
export * from './uploads.rules.js';
export * from './notifications.rules.js';
export type * from './installation.js';
export * from './installation.rules.js';
export type * from './tasks.js';
export * from './tasks.rules.js';
export * from './administration.rules.js';
export * from './date-format.rules.js';
export * from './vocabulary.rules.js';
export type * from './portfolio.js';
export type * from './export.js';
export * from './portfolio.rules.js';
export type * from './quotes.js';
export * from './quotes.rules.js';
export type * from './two-factor.js';
export * from './two-factor.rules.js';
export type * from './single-sign-on.js';
export * from './single-sign-on.rules.js';
export type * from './fault-report.js';
export * from './fault-report.rules.js';
export type * from './calendar.js';
export * from './calendar.rules.js';
export type * from './share.js';
export * from './share.rules.js';
