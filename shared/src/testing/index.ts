/**
 * @portal/shared/testing: helpers for the component tests of every app (never in a browser bundle).
 * The vitest setup file is `@portal/shared/testing/setup`.
 */
export { renderWithPortal, daDk } from './render-with-portal';
export { makeToken } from './make-token';
