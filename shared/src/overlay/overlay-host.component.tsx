import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Spinner, useT } from '@portal/shared/core';
import { dispatchOverlayClose, subscribeOverlayClose, subscribeOverlayOpen, type OverlayOpen } from '../events/portal-events';
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

/**
 * The slide-in panel of spec section 2: `dispatchOverlayOpen({ type, props })` opens it with a backdrop;
 * `dispatchOverlayClose()`, the backdrop, the close button or Escape close it; the content is cleared
 * 500 ms later and a spinner shows while it is empty. The shell and every embedded remote use this one.
 */
export function OverlayHost({ label, accepts, renderOverlay }: OverlayHostProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState<ActiveOverlay | null>(null);
  const serial = useRef(0);
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
      setContent({ ...detail, serial: serial.current });
      setOpen(true);
    });
    const unsubscribeClose = subscribeOverlayClose(() => {
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
    if (!open) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && dispatchOverlayClose();
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <div className={`${styles.backdrop} ${open ? styles.backdropVisible : ''}`} data-testid="overlay-backdrop" onClick={dispatchOverlayClose} aria-hidden="true" />
      <aside className={`${styles.panel} ${open ? styles.panelOpen : ''}`} aria-hidden={!open} aria-label={label} data-testid="overlay-panel" inert={!open}>
        <button type="button" className={styles.close} onClick={dispatchOverlayClose} aria-label={t('common.close')}>
          ×
        </button>
        <div className={styles.content}>{content === null ? <Spinner label={t('common.loading')} /> : renderOverlay(content)}</div>
      </aside>
    </>
  );
}
