export declare const temporarilyUnavailableMessage: 'The service is temporarily unavailable. Please try again in a moment.';
