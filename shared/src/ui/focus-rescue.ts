import { focusableSelector } from './focus-trap';

function canTakeFocus(element: HTMLElement | null, container: HTMLElement): element is HTMLElement {
  return element !== null && element.isConnected && container.contains(element) && element.matches(focusableSelector) && !element.closest('[inert]');
}

/**
 * Keeps focus inside an open dialog when the control that had it goes away: a button that turns busy
 * (disabled) or content that is replaced drops focus to <body>, where Tab starts over on the page behind and
 * the dialog's keys (Escape) no longer reach it. Focus then goes to the dialog itself, and back to that
 * control once it can take focus again. Returns the undo.
 */
export function keepFocusInside(container: HTMLElement): () => void {
  let last: HTMLElement | null = null;
  let rescued = false;
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement && event.target !== container) {
      last = event.target;
      rescued = false;
    }
  };
  const check = () => {
    const active = document.activeElement;
    if (active === null || active === document.body) {
      rescued = true;
      (canTakeFocus(last, container) ? last : container).focus();
    } else if (rescued && active === container && canTakeFocus(last, container)) {
      last.focus();
    }
  };
  const observer = new MutationObserver(() => {
    check();
    // Some browsers move focus away from a disabled control only when they next render.
    requestAnimationFrame(check);
  });
  observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'inert'] });
  container.addEventListener('focusin', onFocusIn);
  return () => {
    observer.disconnect();
    container.removeEventListener('focusin', onFocusIn);
  };
}
