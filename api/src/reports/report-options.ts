import type { AppConfig } from '../config.js';
import type { ReportOptions } from './pdf.js';
import type { ReportLanguage } from './report-texts.js';

/** What every report of this portal is rendered with: the provider, its logo, the customers' zone; and the language asked for. */
export function reportOptions(config: Pick<AppConfig, 'providerName' | 'providerLogo' | 'timeZone'>, language: ReportLanguage = 'da'): ReportOptions {
  return { providerName: config.providerName, logo: config.providerLogo, timeZone: config.timeZone, language };
}
