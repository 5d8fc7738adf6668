export { OverlayHost, overlayClearDelayMs, type ActiveOverlay, type OverlayHostProps } from './overlay-host.component';
