import { createContext, useContext } from 'react';
import type { RemoteEntry } from '@portal/shared';

/** The remotes from /remotes.json, read once at start. */
export const RemotesContext = createContext<readonly RemoteEntry[]>([]);

export function useRemotes(): readonly RemoteEntry[] {
  return useContext(RemotesContext);
}
