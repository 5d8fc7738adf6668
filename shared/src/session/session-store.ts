import type { TokenClaims } from '../contract';
import type { DayRange } from '../format/day-range';
import { dispatchLocationChanged } from '../events/portal-events';
import { storageKeys } from './storage-keys';
import { decodeTokenClaims } from './token-claims';

/** What every app knows about the signed-in user. Immutable; replaced on every change. */
export interface SessionState {
  token: string | null;
  claims: TokenClaims | null;
  customerId: string | null;
  /** Code of the active location of the active customer, or null when none is chosen. */
  locationCode: string | null;
  /**
   * The time interval each list has been set to (spec section 3, user state), by list id; a list without
   * an entry uses its preset (time-interval.ts). Kept for the page's life, across locations and customers.
   */
  timeIntervals: Readonly<Record<string, DayRange>>;
}

type Listener = () => void;

const noIntervals: Readonly<Record<string, DayRange>> = {};
const signedOut: SessionState = { token: null, claims: null, customerId: null, locationCode: null, timeIntervals: noIntervals };
const listeners = new Set<Listener>();
let state: SessionState = readFromStorage();

function readLocationMap(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKeys.location) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function readFromStorage(timeIntervals: SessionState['timeIntervals'] = noIntervals): SessionState {
  if (typeof localStorage === 'undefined') {
    return signedOut;
  }
  const token = localStorage.getItem(storageKeys.token);
  const claims = token ? decodeTokenClaims(token) : null;
  if (!token || !claims) {
    return signedOut;
  }
  return {
    token,
    claims,
    customerId: claims.CustomerId,
    locationCode: readLocationMap()[claims.CustomerId] ?? null,
    timeIntervals,
  };
}

function setState(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function getSession(): SessionState {
  return state;
}

/** Subscribes to session changes; returns the unsubscribe function. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Stores a token (from sign-in, `?accessToken=`, a customer switch or a refresh).
 * Returns false, and changes nothing, when the token cannot be decoded or has expired.
 */
export function storeToken(token: string): boolean {
  const claims = decodeTokenClaims(token);
  if (!claims) {
    return false;
  }
  localStorage.setItem(storageKeys.token, token);
  localStorage.setItem(storageKeys.customerId, claims.CustomerId);
  localStorage.setItem(storageKeys.email, claims.EmployeeEmail);
  localStorage.setItem(storageKeys.name, claims.EmployeeName);
  localStorage.setItem(storageKeys.role, claims.Role);
  setState({
    token,
    claims,
    customerId: claims.CustomerId,
    locationCode: readLocationMap()[claims.CustomerId] ?? null,
    timeIntervals: state.timeIntervals,
  });
  return true;
}

/** Makes a location the active one and remembers it for the active customer. */
export function setActiveLocation(code: string): void {
  const { customerId } = state;
  if (!customerId) {
    return;
  }
  const remembered = { ...readLocationMap(), [customerId]: code };
  localStorage.setItem(storageKeys.location, JSON.stringify(remembered));
  setState({ ...state, locationCode: code });
  dispatchLocationChanged({ customerId, locationCode: code });
}

/** Sets a list's time interval (its tables reload: the interval is part of their calls). */
export function setTimeInterval(listId: string, range: DayRange): void {
  const current = state.timeIntervals[listId];
  if (current?.from === range.from && current.to === range.to) {
    return;
  }
  setState({ ...state, timeIntervals: { ...state.timeIntervals, [listId]: { from: range.from, to: range.to } } });
}

/** Returns a list to its preset interval. */
export function resetTimeInterval(listId: string): void {
  if (!(listId in state.timeIntervals)) {
    return;
  }
  const { [listId]: _dropped, ...rest } = state.timeIntervals;
  setState({ ...state, timeIntervals: rest });
}

/** Clears the session and everything the portal stored (logout, or a token the API rejected). */
export function signOut(): void {
  Object.values(storageKeys)
    .filter((key) => key !== storageKeys.culture)
    .forEach((key) => localStorage.removeItem(key));
  setState(signedOut);
}

/** Re-reads storage; for tests and for another tab's sign-in. */
export function reloadSessionFromStorage(): void {
  setState(readFromStorage(state.timeIntervals));
}
