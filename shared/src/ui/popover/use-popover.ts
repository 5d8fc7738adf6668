import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

export interface Popover {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Ids and refs to spread: the root (a click outside it closes), the button and the panel it controls. */
  rootRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  panelId: string;
  /** On the root: Escape closes the panel and puts the focus back on its button. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  toggle: () => void;
}

/**
 * A button that opens a panel beside it (the header's multiselect and column chooser, the export menu), like a native select:
 * a click elsewhere closes it, Escape closes it and returns the focus to the button.
 */
export function usePopover(): Popover {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }
    },
    [open],
  );
  const toggle = useCallback(() => setOpen((value) => !value), []);

  return { open, setOpen, rootRef, buttonRef, panelId, onKeyDown, toggle };
}
