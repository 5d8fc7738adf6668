import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type SessionState } from './session-store';

/** The session, re-rendering on every change, across every single-spa root on the page. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
