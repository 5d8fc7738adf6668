export { storageKeys } from './storage-keys';
export { decodeTokenClaims } from './token-claims';
export {
  getSession,
  subscribeSession,
  storeToken,
  setActiveLocation,
  signOut,
  reloadSessionFromStorage,
  type SessionState,
} from './session-store';
export { useSession } from './use-session';
