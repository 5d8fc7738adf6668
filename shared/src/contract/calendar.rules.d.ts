export declare const calendarFeedMonths: 12;
export declare const calendarFeedMaxEvents: 1000;
export declare const calendarFeedPathPrefix: '/api/calendar/';
export declare const calendarFeedSuffix: '.ics';
export declare function plannedTaskPath(locationCode: string, taskNumber: string): string;
export declare function calendarFeedEnd(today: string): string;
