export declare const DEFAULT_TIME_ZONE: 'Europe/Copenhagen';
export type DateLanguage = 'da' | 'en' | 'de';
export declare function dateLanguageOf(culture: string | null | undefined): DateLanguage;
export declare function isTimeZone(timeZone: string): boolean;
export declare function zonedParts(date: Date, timeZone: string): { year: string; month: string; day: string; hour: string; minute: string };
export declare function formatDateIn(value: string | Date | null | undefined, culture: string | null | undefined, timeZone: string): string;
export declare function formatDateTimeIn(value: string | Date | null | undefined, culture: string | null | undefined, timeZone: string): string;
export declare function timeZoneName(timeZone: string, culture: string | null | undefined): string;
export declare function formatZonedDateTimeIn(value: string | Date | null | undefined, culture: string | null | undefined, timeZone: string): string;
