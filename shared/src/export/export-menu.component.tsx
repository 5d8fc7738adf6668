import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { apiRequest, getRuntimeConfig, useErrorMessage, useT } from '@portal/shared/core';
import type { ExportFormat, ExportLinkResponse, ExportListName, ExportParams } from '../contract/export';
import { resolveApiLink } from '../api/api-link';
import popoverStyles from '../ui/popover/popover.module.css';
import { usePopover } from '../ui/popover/use-popover';
import styles from './export-menu.module.css';

export interface ExportMenuProps {
  /** The active customer; without one the menu is disabled. */
  customerId: string | null | undefined;
  list: ExportListName;
  /** The list call's parameters and the page's own filters and sort, as the page shows the rows now. */
  params: ExportParams;
  /** Nothing to export yet (the list has not loaded, or failed). */
  disabled?: boolean;
}

const formats: readonly { format: ExportFormat; labelKey: string }[] = [
  { format: 'csv', labelKey: 'export.csv' },
  { format: 'xlsx', labelKey: 'export.xlsx' },
];

/** The export's query string: the given parameters, empty ones left out. */
export function exportQuery(params: ExportParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as [string, string | number | undefined][]) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** Lets the browser download the file of a signed link (its Content-Disposition names it) without leaving the page. */
function download(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * "Eksportér" on every list page (ADR 0053): a menu button with CSV and XLSX. The chosen file holds the rows
 * as the page filters and sorts them: the API checks the parameters and signs a short-lived link (the Bearer
 * token stays in the header), which the browser then downloads as any file, streamed from the server.
 * Keyboard: Enter, Space or ArrowDown opens the menu on its first item, the arrows move, Escape (or Tab)
 * closes it and the focus returns to the button. While the link is asked for the button is busy; a failure
 * shows below it.
 */
export function ExportMenu({ customerId, list, params, disabled = false }: ExportMenuProps) {
  const t = useT();
  const errorMessage = useErrorMessage();
  // A click elsewhere and Escape close the menu (Escape returns the focus to the button).
  const { open, setOpen, rootRef, buttonRef, panelId: menuId, onKeyDown: onPopoverKeyDown } = usePopover();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState(0);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    },
    [setOpen, buttonRef],
  );

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  const choose = async (format: ExportFormat) => {
    close(true);
    if (!customerId) return;
    setBusy(true);
    setError(null);
    try {
      const path = `/export/${encodeURIComponent(customerId)}/${list}.${format}/link${exportQuery(params)}`;
      const [{ url }, { apiBaseUrl }] = await Promise.all([apiRequest<ExportLinkResponse>(path), getRuntimeConfig()]);
      download(resolveApiLink(url, apiBaseUrl));
    } catch (failure) {
      setError(errorMessage(failure, t('export.failed')));
    } finally {
      setBusy(false);
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : formats.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = formats.length - 1;
    if (event.key === 'Escape') {
      event.preventDefault();
      onPopoverKeyDown(event);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setFocusIndex((index) => {
        if (event.key === 'Home') return 0;
        if (event.key === 'End') return last;
        return event.key === 'ArrowDown' ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1;
      });
    }
  };

  return (
    <div ref={rootRef} className={popoverStyles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={popoverStyles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={busy || undefined}
        // Busy, the button keeps the focus (a disabled one would drop it): it only refuses to open.
        aria-disabled={busy || undefined}
        disabled={disabled || !customerId}
        onClick={() => {
          if (busy) return;
          if (open) close(false);
          else openAt(0);
        }}
        onKeyDown={(event) => {
          if (!busy) onButtonKeyDown(event);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path fill="currentColor" d="M11 3h2v10.2l3.6-3.6 1.4 1.4-6 6-6-6 1.4-1.4 3.6 3.6zM4 19h16v2H4z" />
        </svg>
        {busy ? t('export.busy') : t('export.button')}
      </button>
      {open ? (
        <div id={menuId} role="menu" aria-label={t('export.button')} className={styles.menu} onKeyDown={onMenuKeyDown}>
          {formats.map((item, index) => (
            <button
              key={item.format}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === focusIndex ? 0 : -1}
              className={styles.item}
              onClick={() => void choose(item.format)}
            >
              {t(item.labelKey)}
            </button>
          ))}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
