// @ts-check
/**
 * The installation rules of spec sections 3 and 9, defined once for the API and the UI (plain
 * JavaScript, types in installation.rules.d.ts).
 */

/** Spec section 9: the installation grid's page (and its cache blocks). */
export const installationPageSize = 10;

/** The most rows one query call answers (a bigger `take` is a 400). */
export const maxInstallationTake = 100;

/** The columns the query call sorts by. */
export const installationSortColumns = Object.freeze(/** @type {const} */ (['name', 'code', 'type']));

/**
 * The part of a reference code that paths carry and the page shows: a code with a slash uses its
 * second part ('ABA/1001' -> '1001'), any other code is used whole.
 * @param {string} code
 * @returns {string}
 */
export function installationCodePart(code) {
  const parts = code.split('/');
  return parts.length > 1 ? (parts[1] ?? '') : code;
}
