// @ts-check
/**
 * The rules of reporting a fault from the portal or from a unit's QR label, stated once for the API, the UI,
 * the public report page and the label PDF (types in fault-report.rules.d.ts).
 */
import { minIssueCommentLength } from './issues.rules.js';

/** How urgent a reported fault is: normal, or critical (the installation does not work). */
export const faultReportUrgencies = Object.freeze(/** @type {const} */ (['normal', 'critical']));

/** A report's description needs as many characters as a status comment (spaces at either end do not count). */
export const minFaultReportDescriptionLength = minIssueCommentLength;
/** The longest description kept; the portal's other free texts have the same bound. */
export const maxFaultReportDescriptionLength = 4000;
/** A contact phone: digits, spaces, +, -, ( and ), 6 to 30 characters. */
export const faultReportPhonePattern = /^\+?[0-9 ()-]{6,30}$/;
/** The longest reporter name or e-mail address a guest may give. */
export const maxGuestFieldLength = 200;

/**
 * The path of a QR label's link under PUBLIC_URL (`<PUBLIC_URL>/meld/<token>`): the public report page, which
 * sends a signed-in user on to the portal's report form.
 */
export const faultReportLabelPath = '/meld';

/**
 * Guest reports per client address and per label token in `guestReportWindowMinutes`; past either the public
 * call answers 429.
 */
export const guestReportLimits = Object.freeze({ perIp: 5, perToken: 10, windowMinutes: 60 });

/** The photos a guest may attach to a report (jpg or png). */
export const maxGuestPhotos = 3;

/** The honeypot field of the public form: people never see it, so a value in it marks a robot. */
export const guestReportHoneypotField = 'website';

/**
 * The label sheet: A4 with 3 × 8 labels of 70 × 37 mm and no margins between them (the common
 * Avery/Herma 3475-style sheet, 24 labels a page).
 */
export const qrLabelSheet = Object.freeze({ columns: 3, rows: 8, labelWidthMm: 70, labelHeightMm: 37 });

/** The most labels one PDF holds (100 sheets): a larger location is printed by its sub-locations. */
export const maxQrLabels = 2400;

/**
 * Whether a report's description satisfies the length rule.
 * @param {string} description
 */
export function isFaultReportDescriptionValid(description) {
  const length = description.trim().length;
  return length >= minFaultReportDescriptionLength && length <= maxFaultReportDescriptionLength;
}

/**
 * Whether an optional contact phone is acceptable ('' means none).
 * @param {string} phone
 */
export function isFaultReportPhoneValid(phone) {
  const value = phone.trim();
  return value === '' || faultReportPhonePattern.test(value);
}
