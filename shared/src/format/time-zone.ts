import { DEFAULT_TIME_ZONE, isTimeZone } from '../contract/date-format.rules.js';

/**
 * The zone every time on the screens is shown in: the customers' (the server's TIME_ZONE, ADR 0048), not the
 * browser's, so a screen and a PDF of the same event agree wherever the user sits. Part of the core (one
 * instance per page): the runtime config sets it as soon as it is known (in the shell's page, or /config.json);
 * until then, and for a zone this browser does not know, Europe/Copenhagen.
 */
let zone: string = DEFAULT_TIME_ZONE;

export function displayTimeZone(): string {
  return zone;
}

export function setDisplayTimeZone(next: string | undefined): void {
  zone = next && isTimeZone(next) ? next : DEFAULT_TIME_ZONE;
}
