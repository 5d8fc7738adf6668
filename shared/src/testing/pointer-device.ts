import { touchPointerQuery } from '../swipe-hint/use-touch-pointer';
import { fakeMediaQuery } from './media-query';

type Device = 'touch' | 'mouse';

/** A touch device or a mouse for the swipe hint's pointer query; `switchTo` changes it. */
export function pointerDevice(initial: Device) {
  const device = fakeMediaQuery(touchPointerQuery, initial === 'touch');
  return Object.assign(device, { switchTo: (next: Device) => device.setMatches(next === 'touch') });
}
