/**
 * The SWR keys that more than one app reads or revalidates, built and recognised in one place.
 * A key is the API call's path (the default fetcher GETs it) or, for calls that are not a plain GET,
 * a tuple whose first element names the call.
 */
const segment = encodeURIComponent;

export const swrKeys = {
  /** GET /location/{customerId}/locations: the picker's tree with its issue/overdue badges. */
  locationTree: (customerId: string) => `/location/${segment(customerId)}/locations`,
  /** GET /location/{customerId}/location/{code}: details and key numbers (units, current issues). */
  locationDetails: (customerId: string, code: string) => `/location/${segment(customerId)}/location/${segment(code)}`,
  /** GET /location/{customerId}/location/{code}/files: the documents block of /lokation. */
  locationFiles: (customerId: string, code: string) => `/location/${segment(customerId)}/location/${segment(code)}/files`,
  /** GET /chart/{customerId}/location/{code}/statistics: one bar group of the chart (a location and everything inside it). */
  locationStatistics: (customerId: string, code: string) => `/chart/${segment(customerId)}/location/${segment(code)}/statistics`,
  /** POST /issue/{customerId}/issue/{issueId} with the location code: an issue's details. */
  issueDetails: (customerId: string, issueId: number, code: string) => ['issue-details', customerId, issueId, code] as const,
  /** POST /issue/{customerId}/issues/{from}/{to}/{status} with the codes: a list page's chosen locations. */
  issueListOfLocations: (customerId: string, from: string, to: string, status: string, codes: readonly string[]) =>
    ['issue-list-of-locations', customerId, from, to, status, ...codes] as const,
  /** POST /task/{customerId}/tasks/{from}/{to}/{status} with the codes: a list page's chosen locations. */
  taskListOfLocations: (customerId: string, from: string, to: string, status: string, codes: readonly string[]) =>
    ['task-list-of-locations', customerId, from, to, status, ...codes] as const,
  /** The installation overlay's four lists (POST /issue/.../installation/issues and /task/.../installation/tasks). */
  installationLists: (customerId: string, locationCode: string, code: string) => ['installation-lists', customerId, locationCode, code] as const,
  /** GET /portfolio/{customerId}/overview?months=: every location's figures (/overblik). */
  portfolioOverview: (customerId: string, months: number) => `/portfolio/${segment(customerId)}/overview?months=${months}`,
  /** GET /portfolio/{customerId}/trend?months=: the overview's monthly trend. */
  portfolioTrend: (customerId: string, months: number) => `/portfolio/${segment(customerId)}/trend?months=${months}`,
} as const;

const pathFamily = (pattern: RegExp) => (key: unknown) => typeof key === 'string' && pattern.test(key);
const tupleFamily = (name: string) => (key: unknown) => Array.isArray(key) && key[0] === name;

/** Families of keys by the data they hold; the revalidation map names these. */
export const swrKeyFamilies = {
  'location-tree': pathFamily(/^\/location\/[^/]+\/locations$/),
  /** The portfolio overview and its trend (every location's inspections and faults). */
  portfolio: pathFamily(/^\/portfolio\/[^/]+\/(?:overview|trend)\?/),
  'location-details': pathFamily(/^\/location\/[^/]+\/location\/[^/]+$/),
  /** The issue and thermography lists of every page and widget (any location or locations, range, status). */
  'issue-lists': (key: unknown) =>
    pathFamily(/^\/issue\/[^/]+\/location\/[^/]+\/(?:issues|ThermographyIssue)\//)(key) || tupleFamily('issue-list-of-locations')(key),
  'issue-details': tupleFamily('issue-details'),
  /** Per-location counts of the chart page (one call per location). */
  'location-statistics': pathFamily(/^\/chart\/[^/]+\/location\/[^/]+\/statistics$/),
  /** A location's documents (/lokation). */
  'location-files': pathFamily(/^\/location\/[^/]+\/location\/[^/]+\/files$/),
  /** The task lists and service plans of every page and widget (any location or locations, range, status). */
  'task-lists': (key: unknown) =>
    pathFamily(/^\/task\/[^/]+\/location\/[^/]+\/(?:tasks\/|serviceplan)/)(key) || tupleFamily('task-list-of-locations')(key),
  /** GET /task/{customerId}/history/{taskId}, and a task's files. */
  'task-details': pathFamily(/^\/task\/[^/]+\/(?:history\/|tasks\/[^/]+\/getFiles$)/),
  /** The installation overlay's issues and tasks of one unit (one key holds both). */
  'installation-lists': tupleFamily('installation-lists'),
  /** The quote lists of /tilbud, the fault overlay and the dashboard widget (GET /quote/{customerId}/quotes?...). */
  quotes: pathFamily(/^\/quote\/[^/]+\/quotes(?:\?|$)/),
} satisfies Record<string, (key: unknown) => boolean>;

export type SwrKeyFamily = keyof typeof swrKeyFamilies;
