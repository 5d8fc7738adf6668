import type { ProfileCulture } from '@portal/shared';

/**
 * The profile's languages, each by its own name (a reader finds their language whatever the page's language
 * is): the profile's select offers them and the audit log names a changed language with them.
 */
export const profileLanguageNames: Readonly<Record<ProfileCulture, string>> = { 'da-DK': 'Dansk', 'en-GB': 'English', 'de-DE': 'Deutsch' };

/** A stored language by its own name; a value the profile does not offer is shown as it is. */
export function languageName(value: string): string {
  return Object.hasOwn(profileLanguageNames, value) ? profileLanguageNames[value as ProfileCulture] : value;
}
