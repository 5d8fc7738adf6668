import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** 'link' looks like a link but opens something in place (an overlay); it goes nowhere. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
  /** Shows a busy state and disables the button. */
  busy?: boolean;
}

export function Button({ variant = 'primary', busy = false, disabled, className, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
    >
      {busy ? <span className={styles.busyDot} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
