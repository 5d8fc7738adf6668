import { useEffect } from 'react';
import { focusableWithin, keepTabInside } from '@portal/shared';

interface TrappedDisclosure {
  open: boolean;
  /** Closes the panel; `returnFocus` puts focus back on the button that opened it. */
  onClose: (returnFocus: boolean) => void;
  /** The button with aria-expanded/aria-controls that toggles the panel. */
  buttonId: string;
  /** The panel it controls. */
  panelId: string;
  /** Close on a press outside the button and panel (off when the panel brings its own backdrop). */
  closeOnOutsidePress?: boolean;
}

/**
 * A small-screen menu panel that behaves like a dialog while open: focus moves into it, Tab and
 * Shift+Tab cycle through the button and the panel, Escape closes it and returns focus to the
 * button, and a press outside both closes it. Looked up by id, so the button and panel may live
 * in different components (the footer's burger controls the sidebar).
 */
export function useTrappedDisclosure({ open, onClose, buttonId, panelId, closeOnOutsidePress = true }: TrappedDisclosure): void {
  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const button = document.getElementById(buttonId);
    const panel = document.getElementById(panelId);
    focusableWithin(panel)[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose(true);
        return;
      }
      keepTabInside(event, focusableWithin(button, panel));
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && !button?.contains(target) && !panel?.contains(target)) {
        onClose(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    if (closeOnOutsidePress) {
      document.addEventListener('pointerdown', onPointerDown);
    }
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, onClose, buttonId, panelId, closeOnOutsidePress]);
}
