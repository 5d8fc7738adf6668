import type { DataDomain } from '../data-sync/revalidation-map';
import type { OverlayOpen } from '../composition/overlay-contract';
import { createPortalEvent } from './create-portal-event';

export interface LocationChanged {
  customerId: string;
  locationCode: string;
}
/** Overlay type and its typed props (composition/overlay-contract.ts). */
export type { OverlayOpen } from '../composition/overlay-contract';
export interface DataChanged {
  /** What changed; `revalidationMap` (data-sync) says which cached data of every app reloads. */
  domain: DataDomain;
}

const locationChanged = createPortalEvent<LocationChanged>('session', 'location-changed');
const overlayOpen = createPortalEvent<OverlayOpen>('overlay', 'open');
const overlayClose = createPortalEvent<Record<string, never>>('overlay', 'close');
const dataChanged = createPortalEvent<DataChanged>('data', 'changed');

export const dispatchLocationChanged = locationChanged.dispatch;
export const subscribeLocationChanged = locationChanged.subscribe;
export const dispatchOverlayOpen = overlayOpen.dispatch;
export const subscribeOverlayOpen = overlayOpen.subscribe;
export const dispatchOverlayClose = (): void => overlayClose.dispatch({});
export const subscribeOverlayClose = (listener: () => void): (() => void) => overlayClose.subscribe(listener);
export const dispatchDataChanged = dataChanged.dispatch;
export const subscribeDataChanged = dataChanged.subscribe;
