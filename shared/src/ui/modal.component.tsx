import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '@portal/shared/core';
import { focusableSelector, focusableWithin, keepTabInside } from './focus-trap';
import { keepFocusInside } from './focus-rescue';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** CSS max-height of the body, e.g. '48rem' for the pickers (spec section 9). */
  bodyMaxHeight?: string;
}

/** A dialog over the page: Escape and the backdrop close it, Tab stays inside, focus returns after. */
export function Modal({ open, title, onClose, children, footer, bodyMaxHeight }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    // The opener gets focus back on close; the body's first control (a picker's search box) gets it now,
    // else the close button. (No autoFocus inside: it would run before this and hide the opener.)
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first = bodyRef.current?.querySelector<HTMLElement>(focusableSelector) ?? dialog?.querySelector<HTMLElement>(focusableSelector);
    (first ?? dialog)?.focus();
    // A control that turns busy (disabled) must not drop focus to the page, where Escape no longer closes this.
    const release = dialog ? keepFocusInside(dialog) : () => undefined;
    return () => {
      release();
      previouslyFocused?.focus?.();
    };
  }, [open]);

  if (!open) {
    return null;
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    keepTabInside(event, focusableWithin(dialogRef.current));
  };

  return createPortal(
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={t('common.close')} onClick={onClose}>
            ×
          </button>
        </header>
        <div ref={bodyRef} className={styles.body} style={bodyMaxHeight ? { maxHeight: bodyMaxHeight } : undefined}>
          {children}
        </div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
