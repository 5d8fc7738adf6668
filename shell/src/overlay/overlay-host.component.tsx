import { useEffect, useRef, useState } from 'react';
import { Spinner, dispatchOverlayClose, subscribeOverlayClose, subscribeOverlayOpen, useT, type OverlayOpen } from '@portal/shared';
import { RemoteParcel } from '../composition/remote-parcel.component';
import { useRemotes } from '../composition/remotes-context';
import styles from './overlay.module.css';

/** Spec section 9: the content is cleared 500 ms after closing, once the slide-out has finished. */
export const overlayClearDelayMs = 500;

interface ActiveOverlay extends OverlayOpen {
  /** Distinguishes two openings of the same type, so a new parcel mounts. */
  serial: number;
}

/**
 * The slide-in panel. Remotes open it with `dispatchOverlayOpen({ type, props })`; the shell
 * mounts the overlay parcel of the remote that declares that type in /remotes.json.
 */
export function OverlayHost() {
  const t = useT();
  const remotes = useRemotes();
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState<ActiveOverlay | null>(null);
  const serial = useRef(0);
  const clearTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const unsubscribeOpen = subscribeOverlayOpen((detail) => {
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

  const remote = content ? remotes.find((entry) => entry.overlays.includes(content.type)) : undefined;

  return (
    <>
      <div className={`${styles.backdrop} ${open ? styles.backdropVisible : ''}`} data-testid="overlay-backdrop" onClick={dispatchOverlayClose} aria-hidden="true" />
      <aside
        className={`${styles.panel} ${open ? styles.panelOpen : ''}`}
        aria-hidden={!open}
        aria-label={t('shell.overlay.label')}
        data-testid="overlay-panel"
        inert={!open}
      >
        <button type="button" className={styles.close} onClick={dispatchOverlayClose} aria-label={t('common.close')}>
          ×
        </button>
        <div className={styles.content}>
          {content === null ? <Spinner label={t('common.loading')} /> : null}
          {content !== null && !remote ? (
            <p role="alert">{t('shell.overlay.unknownType', { type: content.type })}</p>
          ) : null}
          {content !== null && remote ? (
            <RemoteParcel key={content.serial} remote={remote.name} kind="overlays" id={content.type} parcelProps={content.props} />
          ) : null}
        </div>
      </aside>
    </>
  );
}
