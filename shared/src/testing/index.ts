/**
 * @portal/shared/testing: helpers for the component tests of every app (never in a browser bundle).
 * The vitest setup file is `@portal/shared/testing/setup`; the translation check (Node only) is
 * `@portal/shared/testing/translations`.
 */
export { renderWithPortal } from './render-with-portal';
export { setTestTranslations, testMessages } from './test-translations';
export { makeToken } from './make-token';
export { pointerDevice } from './pointer-device';
export { phoneScreen } from './phone-screen';
