import type { Dictionary } from '../contract';
import sharedDaDk from '../../translations/da-dk.json';

let appTexts: Dictionary = {};

/** A workspace's vitest setup registers its own Danish texts; renderWithPortal shows them over shared's. */
export function setTestTranslations(texts: Dictionary): void {
  appTexts = texts;
}

/** The Danish messages of a test render: @portal/shared's texts and the workspace's own. */
export function testMessages(): Dictionary {
  return { ...sharedDaDk, ...appTexts };
}
