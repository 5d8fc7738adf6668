/**
 * Makes everything on the page outside `element` inert (no focus, no clicks, hidden from assistive
 * technology), as a modal dialog needs, except the elements `keep` names (the overlay's backdrop, which
 * closes it on a click). Only what is on the page now is touched: a dialog the overlay opens later (a
 * Modal, portalled to <body>) stays usable. Returns the undo; elements that were inert before stay so.
 */
export function inertOutside(element: HTMLElement, keep: readonly (Element | null)[] = []): () => void {
  const changed: HTMLElement[] = [];
  for (let inside: HTMLElement | null = element; inside && inside !== document.body; inside = inside.parentElement) {
    const parent: HTMLElement | null = inside.parentElement;
    if (!parent) break;
    for (const sibling of parent.children) {
      if (sibling === inside || !(sibling instanceof HTMLElement) || keep.includes(sibling) || sibling.inert) continue;
      if (sibling instanceof HTMLScriptElement || sibling instanceof HTMLStyleElement || sibling instanceof HTMLLinkElement) continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => {
    for (const sibling of changed) sibling.inert = false;
  };
}
