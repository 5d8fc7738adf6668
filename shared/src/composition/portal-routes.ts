/**
 * The routes one remote links to in another (the installation overlay to the fault and task lists, for
 * example), by the id the owning remote's remote.meta.json gives each. A remote that links across uses these
 * instead of writing another remote's path; portal-routes.test.ts checks each entry against the owner's
 * remote.meta.json, so a path changed there fails the test until it is changed here too (ADR 0050).
 */
export const portalRoutes = {
  currentIssues: '/aktuelle-fejl',
  /** The report form; `?token=` (a QR label's) or `?installation=` (a unit's code) preselects the unit. */
  faultReport: '/meld-fejl',
  completedIssues: '/afsluttede-fejl',
  urgentTasks: '/aktuelle-eftersyn',
  completedTasks: '/afsluttede-eftersyn',
  plannedTasks: '/kommende-eftersyn',
} as const;

export type PortalRouteId = keyof typeof portalRoutes;
