let named = 0;

/** The overlay's title: the element marked as such (OverlayHeader), else its first heading. */
function headingOf(panel: HTMLElement): HTMLElement | null {
  return panel.querySelector<HTMLElement>('[data-overlay-title]') ?? panel.querySelector<HTMLElement>('h1, h2, h3');
}

/**
 * Names a dialog by its heading (aria-labelledby), also when the heading appears later (an overlay that
 * loads its record first, or mounts from another remote). Until then the dialog's aria-label names it.
 * Returns the undo.
 */
export function nameDialogByItsHeading(panel: HTMLElement): () => void {
  const update = () => {
    const heading = headingOf(panel);
    if (!heading) {
      panel.removeAttribute('aria-labelledby');
      return;
    }
    if (!heading.id) {
      named += 1;
      heading.id = `overlay-title-${named}`;
    }
    if (panel.getAttribute('aria-labelledby') !== heading.id) {
      panel.setAttribute('aria-labelledby', heading.id);
    }
  };
  update();
  const observer = new MutationObserver(update);
  observer.observe(panel, { subtree: true, childList: true });
  return () => {
    observer.disconnect();
    panel.removeAttribute('aria-labelledby');
  };
}
