export { createPortalEvent, type PortalEvent } from './create-portal-event';
export * from './portal-events';
