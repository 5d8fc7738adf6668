import type {
  ControlSchemaOverlayProps,
  InstallationOverlayProps,
  IssueOverlayProps,
  NewsOverlayProps,
  ServiceReportOverlayProps,
  TaskFilesOverlayProps,
  TaskOverlayProps,
  ThermographyOverlayProps,
} from '../contract';

/**
 * The props of every overlay type (spec section 2, Overlays): the contract between whoever opens an
 * overlay (`dispatchOverlayOpen`) and the remote whose remote.meta.json lists the type.
 */
export interface OverlayPropsByType {
  issue: IssueOverlayProps;
  thermography: ThermographyOverlayProps;
  news: NewsOverlayProps;
  installation: InstallationOverlayProps;
  task: TaskOverlayProps;
  'service-report': ServiceReportOverlayProps;
  'control-schema': ControlSchemaOverlayProps;
  'task-files': TaskFilesOverlayProps;
}
export type OverlayType = keyof OverlayPropsByType;

/**
 * The query parameter that puts an open overlay in the address of its list page, e.g.
 * `/aktuelle-fejl?fejl=F-10421-0003`: the record's number (a unit's code), so the link can be shared.
 */
export const overlayUrlParams = {
  issue: 'fejl',
  thermography: 'termografi',
  task: 'eftersyn',
  installation: 'enhed',
} as const satisfies Partial<Record<OverlayType, string>>;
export type AddressableOverlayType = keyof typeof overlayUrlParams;

/** Dashboard widgets get no props: they read the session (active customer and location) themselves. */
export type NoProps = Record<string, never>;

/** The props of every dashboard widget id. */
export interface WidgetPropsById {
  'issues-table': NoProps;
  'key-numbers': NoProps;
  news: NoProps;
  'urgent-tasks': NoProps;
  'upcoming-tasks': NoProps;
  quotes: NoProps;
}
export type WidgetId = keyof WidgetPropsById;

/** What `dispatchOverlayOpen` carries: a type and that type's props. */
export type OverlayOpen = { [T in OverlayType]: { type: T; props: OverlayPropsByType[T] } }[OverlayType];
