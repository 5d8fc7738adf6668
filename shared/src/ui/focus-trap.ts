/** What Tab can reach inside a container (visible, enabled controls). */
export const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable elements of the given containers (each container itself included if focusable), in order. */
export function focusableWithin(...containers: readonly (Element | null | undefined)[]): HTMLElement[] {
  return containers.flatMap((container) =>
    container
      ? [...(container.matches(focusableSelector) ? [container as HTMLElement] : []), ...container.querySelectorAll<HTMLElement>(focusableSelector)]
      : [],
  );
}

/**
 * Keeps Tab and Shift+Tab inside `items` (a dialog's or an open menu's controls): from the last it
 * wraps to the first and back. Returns true when it moved focus itself.
 */
export function keepTabInside(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>, items: readonly HTMLElement[]): boolean {
  if (event.key !== 'Tab') {
    return false;
  }
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    return false;
  }
  const active = document.activeElement;
  const inside = items.some((item) => item === active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
