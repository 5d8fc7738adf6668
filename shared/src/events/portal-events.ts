import type { DataDomain } from '../data-sync/revalidation-map';
import type { OverlayOpen } from '../composition/overlay-contract';
import { createPortalEvent } from './create-portal-event';

export interface LocationChanged {
  customerId: string;
  locationCode: string;
}
export interface CustomerChanged {
  customerId: string;
}
/** Overlay type and its typed props (composition/overlay-contract.ts). */
export type { OverlayOpen } from '../composition/overlay-contract';
export interface DataChanged {
  /** What changed; `revalidationMap` (data-sync) says which cached data of every app reloads. */
  domain: DataDomain;
}
export type SignedOut = Record<string, never>;

const locationChanged = createPortalEvent<LocationChanged>('session', 'location-changed');
const customerChanged = createPortalEvent<CustomerChanged>('session', 'customer-changed');
const signedOut = createPortalEvent<SignedOut>('session', 'signed-out');
const overlayOpen = createPortalEvent<OverlayOpen>('overlay', 'open');
const overlayClose = createPortalEvent<Record<string, never>>('overlay', 'close');
const dataChanged = createPortalEvent<DataChanged>('data', 'changed');

export const dispatchLocationChanged = locationChanged.dispatch;
export const subscribeLocationChanged = locationChanged.subscribe;
export const dispatchCustomerChanged = customerChanged.dispatch;
export const subscribeCustomerChanged = customerChanged.subscribe;
export const dispatchSignedOut = signedOut.dispatch;
export const subscribeSignedOut = signedOut.subscribe;
export const dispatchOverlayOpen = overlayOpen.dispatch;
export const subscribeOverlayOpen = overlayOpen.subscribe;
export const dispatchOverlayClose = (): void => overlayClose.dispatch({});
export const subscribeOverlayClose = (listener: () => void): (() => void) => overlayClose.subscribe(listener);
export const dispatchDataChanged = dataChanged.dispatch;
export const subscribeDataChanged = dataChanged.subscribe;
