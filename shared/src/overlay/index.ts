export { OverlayHost, overlayClearDelayMs, type ActiveOverlay, type OverlayHostProps } from './overlay-host.component';
export {
  Overlay,
  OverlayActions,
  OverlayFields,
  OverlayHeader,
  OverlayMessage,
  OverlaySection,
  type OverlayField,
  type OverlayHeaderFact,
  type OverlayHeaderProps,
  type OverlayProps,
  type OverlaySectionProps,
} from './overlay-parts.component';
export { useOverlayInAddress, type OverlayInAddress } from './use-overlay-in-address';
export { openIssueOverlay, openTaskOverlay } from './record-overlays';
