import useSWR, { preload } from 'swr';
import { INCOMPLETE_MESSAGES_REFRESH_MS, isIncompleteMessages, loadMessages, type Culture } from '@portal/shared/core';

function messagesKey(culture: Culture, sources: readonly string[]) {
  return ['messages', culture, ...sources];
}

/**
 * Starts loading a root's messages before it renders (the shell at start, ADR 0024): the root's
 * useMessages with the same culture and sources then takes this request instead of making its own.
 */
export function preloadMessages(culture: Culture, sources: readonly string[]): void {
  void preload(messagesKey(culture, sources), () => loadMessages(culture, sources));
}

/** SWR's cache is shared by every root, so each language and set of sources loads once per page. */
export function useMessages(culture: Culture, sources: readonly string[]) {
  return useSWR(messagesKey(culture, sources), () => loadMessages(culture, sources), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    keepPreviousData: true,
    refreshInterval: (messages) => (messages && isIncompleteMessages(messages) ? INCOMPLETE_MESSAGES_REFRESH_MS : 0),
  });
}
