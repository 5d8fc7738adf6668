import { phoneQuery } from '../ui/card-list/phone-layout';
import { fakeMediaQuery } from './media-query';

/** A phone's screen (true) or a desktop's for `usePhoneLayout`; `turnTo` changes it, as a turned phone would. */
export function phoneScreen(initial: boolean) {
  const screen = fakeMediaQuery(phoneQuery, initial);
  return Object.assign(screen, { turnTo: (phone: boolean) => screen.setMatches(phone) });
}
