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
