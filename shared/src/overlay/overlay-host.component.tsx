import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { Spinner, useT } from '@portal/shared/core';
import { dispatchOverlayClose, subscribeOverlayClose, subscribeOverlayOpen, type OverlayOpen } from '../events/portal-events';
import { focusableWithin, keepTabInside } from '../ui/focus-trap';
import { keepFocusInside } from '../ui/focus-rescue';
import { inertOutside } from './inert-outside';
import { nameDialogByItsHeading } from './dialog-name';
import styles from './overlay-host.module.css';

/** Spec section 9: the content is cleared 500 ms after closing, once the slide-out has finished. */
export const overlayClearDelayMs = 500;

/** An open overlay; `serial` distinguishes two openings of the same type, so new content mounts. */
export type ActiveOverlay = OverlayOpen & { serial: number };

export interface OverlayHostProps {
  /** Accessible name of the panel. */
  label: string;
  /** Overlay types this host shows; others are left to another host (default: all). */
  accepts?: (type: string) => boolean;
  /** The content of an open overlay: the shell mounts a remote's parcel, an embedded remote its own component. */
  renderOverlay: (overlay: ActiveOverlay) => ReactNode;
}

/** The controls Tab cycles through inside the panel: those a person can see (not in a closed accordion). */
function visibleControls(panel: HTMLElement): HTMLElement[] {
  return focusableWithin(panel).filter((control) => (typeof control.checkVisibility === 'function' ? control.checkVisibility() : true));
}

/**
 * The slide-in panel of spec section 2: `dispatchOverlayOpen({ type, props })` opens it with a backdrop;
 * `dispatchOverlayClose()`, the backdrop, the close button or Escape close it; the content is cleared
 * 500 ms later and a spinner shows while it is empty. The shell and every embedded remote use this one.
 *
 * It is a modal dialog: named by the overlay's heading, focus moves into it on open and Tab stays inside,
 * the page behind is inert while it is open, and focus returns to what opened it on close.
 */
export function OverlayHost({ label, accepts, renderOverlay }: OverlayHostProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState<ActiveOverlay | null>(null);
  const serial = useRef(0);
  const panelRef = useRef<HTMLElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const openRef = useRef(false);
  // What had focus when the overlay opened (a grid cell, a link button): it gets focus back on close.
  const opener = useRef<HTMLElement | null>(null);
  const clearTimer = useRef<number | undefined>(undefined);
  const acceptsRef = useRef(accepts);
  useEffect(() => {
    acceptsRef.current = accepts;
  });

  useEffect(() => {
    const unsubscribeOpen = subscribeOverlayOpen((detail) => {
      if (acceptsRef.current && !acceptsRef.current(detail.type)) {
        return;
      }
      window.clearTimeout(clearTimer.current);
      serial.current += 1;
      // An overlay opened from inside an open one (the unit overlay's fault) returns to the first opener.
      if (!openRef.current) {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      }
      openRef.current = true;
      setContent({ ...detail, serial: serial.current });
      setOpen(true);
    });
    const unsubscribeClose = subscribeOverlayClose(() => {
      openRef.current = false;
      setOpen(false);
      window.clearTimeout(clearTimer.current);
      clearTimer.current = window.setTimeout(() => setContent(null), overlayClearDelayMs);
    });
    return () => {
      unsubscribeOpen();
      unsubscribeClose();
      window.clearTimeout(clearTimer.current);
    };
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) {
      return undefined;
    }
    const restoreInert = inertOutside(panel, [backdropRef.current]);
    panel.focus();
    const releaseFocus = keepFocusInside(panel);
    const stopNaming = nameDialogByItsHeading(panel);
    return () => {
      stopNaming();
      releaseFocus();
      restoreInert();
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        target.focus();
      }
    };
  }, [open]);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && dispatchOverlayClose();
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const onPanelKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    // Keys from a dialog the overlay opened (a Modal in <body>) reach here through React's tree: that dialog keeps its own.
    const panel = panelRef.current;
    if (panel && event.target instanceof Node && panel.contains(event.target)) {
      keepTabInside(event, visibleControls(panel));
    }
  };

  return (
    <>
      <div
        ref={backdropRef}
        className={`${styles.backdrop} ${open ? styles.backdropVisible : ''}`}
        data-testid="overlay-backdrop"
        onClick={dispatchOverlayClose}
        aria-hidden="true"
      />
      <aside
        ref={panelRef}
        className={`${styles.panel} ${open ? styles.panelOpen : ''}`}
        role="dialog"
        aria-modal="true"
        aria-hidden={!open}
        aria-label={label}
        tabIndex={-1}
        data-testid="overlay-panel"
        inert={!open}
        onKeyDown={onPanelKeyDown}
      >
        <div className={styles.bar}>
          <button type="button" className={styles.close} onClick={dispatchOverlayClose} aria-label={t('common.close')}>
            ×
          </button>
        </div>
        <div className={styles.content}>{content === null ? <Spinner label={t('common.loading')} /> : renderOverlay(content)}</div>
      </aside>
    </>
  );
}
