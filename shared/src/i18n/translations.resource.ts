import type { Culture, Dictionary } from '../contract';
import { fetchDictionary } from './dictionary.resource';

/** `<base>translations/<culture>.json`: where an app's own texts are served, next to its static files. */
export function translationsUrl(base: string, culture: Culture): string {
  return `${base.endsWith('/') ? base : `${base}/`}translations/${culture}.json`;
}

/** The texts of @portal/shared's own components (buttons, tables, upload), in its bundle. */
function sharedTexts(culture: Culture): Promise<Dictionary> {
  return import(`../../translations/${culture}.json`).then((module: { default: Dictionary }) => module.default);
}

/** Messages put together while an app's texts could not be fetched: fetched again until they arrive. */
const incompleteMessages = new WeakSet<Dictionary>();

/** How often messages missing some app's texts are put together again (useMessages, TextsProvider). */
export const INCOMPLETE_MESSAGES_REFRESH_MS = 5_000;

/** Whether loadMessages put these together without some app's texts (its keys show until they arrive). */
export function isIncompleteMessages(messages: Dictionary): boolean {
  return incompleteMessages.has(messages);
}

/**
 * An app's texts; a failure is logged and its keys show instead (spec section 8: nothing shown to the
 * user), and null tells loadMessages to try again later (after an outage the labels come back by themselves).
 */
async function fetchAppTexts(url: string): Promise<Dictionary | null> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) {
      throw new Error(`${response.url} answered ${response.status}`);
    }
    return (await response.json()) as Dictionary;
  } catch (error) {
    console.error(error);
    return null;
  }
}

/**
 * One request per texts file and page: the shell asks for every remote's texts at start, and a remote's
 * root (a dashboard widget) then finds its own already there instead of asking again. A failure is not kept.
 */
const appTextRequests = new Map<string, Promise<Dictionary | null>>();

function appTexts(base: string, culture: Culture): Promise<Dictionary | null> {
  const url = translationsUrl(base, culture);
  let pending = appTextRequests.get(url);
  if (!pending) {
    pending = fetchAppTexts(url);
    appTextRequests.set(url, pending);
    void pending.then((texts) => {
      if (texts === null) appTextRequests.delete(url);
    });
  }
  return pending;
}

/**
 * The messages of one language for a root: shared's texts, then each app's (the root's own, and for the
 * shell every remote's, whose route and sidebar labels it shows), then the server's dictionary
 * (`GET /resource/dictionary`), which overrides per key so the provider can reword without a deploy.
 */
export async function loadMessages(culture: Culture, sources: readonly string[]): Promise<Dictionary> {
  const [shared, apps, server] = await Promise.all([
    sharedTexts(culture),
    Promise.all(sources.map((base) => appTexts(base, culture))),
    fetchDictionary(culture).catch(() => ({}) as Dictionary),
  ]);
  const messages = Object.assign({}, shared, ...apps.map((texts) => texts ?? {}), server) as Dictionary;
  if (apps.includes(null)) {
    incompleteMessages.add(messages);
  }
  return messages;
}
