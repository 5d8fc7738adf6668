export interface SettleOptions {
  /** How long the height must stay the same. */
  quietMs?: number;
  /** The latest call, however the height moves. */
  maxMs?: number;
}

/**
 * Calls `done` once the element's height has stopped changing for `quietMs` (at the latest after `maxMs`);
 * returns a function that cancels. The grid lays out its rows in steps (each row's wrapped text is measured
 * after it renders), so "rendered" is not yet "final". Without ResizeObserver: at once.
 */
export function whenHeightSettles(element: HTMLElement, done: () => void, { quietMs = 100, maxMs = 1_500 }: SettleOptions = {}): () => void {
  if (typeof ResizeObserver === 'undefined') {
    done();
    return () => undefined;
  }
  let finished = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    if (finished) return;
    finished = true;
    cancel();
    done();
  };
  const restartQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(finish, quietMs);
  };
  let lastHeight = element.getBoundingClientRect().height;
  const observer = new ResizeObserver(() => {
    const height = element.getBoundingClientRect().height;
    if (height !== lastHeight) {
      lastHeight = height;
      restartQuiet();
    }
  });
  const latest = setTimeout(finish, maxMs);
  const cancel = () => {
    finished = true;
    observer.disconnect();
    clearTimeout(quiet);
    clearTimeout(latest);
  };
  observer.observe(element);
  restartQuiet();
  return cancel;
}
