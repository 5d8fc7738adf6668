// @ts-check
/**
 * The notification rules of spec sections 3, 5 and 9, defined once for the API and the UI (plain
 * JavaScript, types in notifications.rules.d.ts).
 */

/** The two subscription types, spelled as the spec spells them. */
export const notificationTypes = Object.freeze(/** @type {const} */ (['UpcommingTasks3Week', 'CompletedTasksDaily']));

/**
 * The cultures a digest can be written in. The spec's page always sends da-DK; the portal sends the
 * language the user is using (ADR 0025), so an English or German user gets the digest in that language.
 */
export const notificationCultures = Object.freeze(/** @type {const} */ (['da-DK', 'en-GB', 'de-DE']));
export const defaultNotificationCulture = 'da-DK';

/** A standard e-mail address: local part, the at sign, a domain with at least one dot. */
export const notificationEmailPattern = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
export const notificationEmailMaxLength = 254;

/**
 * Letters, digits, underscore and spaces. The spec allows the letters a-z only; this takes every letter
 * (æ, ø, å, ä, ü, ...), since names like "Søren" or "Vagtstue Århus" are what Danish and German customers
 * write (ADR 0047). The API and the UI both test this pattern.
 */
export const notificationNamePattern = /^[\p{L}\p{N}_ ]+$/u;
export const notificationNameMaxLength = 100;

/** The dictionary keys of the spec's three messages (section 5). */
export const notificationMessageKeys = Object.freeze({
  emailNotValid: 'notifications.emailNotValid.text',
  nameNotValid: 'notifications.nameNotValid.text',
  locationAlreadyAll: 'notifications.alert.locationAlreadyAll',
});

/** The upcoming-tasks digest covers tasks due within this many days. */
export const upcomingDigestDays = 21;
