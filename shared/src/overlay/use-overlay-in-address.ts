import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { overlayUrlParams, type AddressableOverlayType, type OverlayPropsByType } from '../composition/overlay-contract';
import { dispatchOverlayClose, subscribeOverlayClose, subscribeOverlayOpen } from '../events/portal-events';

export interface OverlayInAddress<Row, Type extends AddressableOverlayType> {
  type: Type;
  /** The page's rows (undefined while loading): the address names one of them. */
  rows: readonly Row[] | undefined;
  /** What the address says for a row: its number (a unit's code). */
  keyOf: (row: Row) => string;
  /** Whether an opened overlay shows this row. */
  isRowOf: (row: Row, props: OverlayPropsByType[Type]) => boolean;
  /** Opens the row's overlay (as its link in the table does). */
  open: (row: Row) => void;
}

/**
 * A list page's open overlay in its address (`?fejl=F-10421-0003`, see overlayUrlParams): opening a row's
 * overlay adds the parameter as a new history entry, so Back closes it; closing the overlay removes it;
 * an address with the parameter (a reload, a shared link, Forward) opens that row's overlay once the rows
 * are there. A number that is not in the list opens nothing.
 */
export function useOverlayInAddress<Row, Type extends AddressableOverlayType>({ type, rows, keyOf, isRowOf, open }: OverlayInAddress<Row, Type>): void {
  const param = overlayUrlParams[type];
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const wanted = searchParams.get(param);
  const latest = useRef({ rows, keyOf, isRowOf, open, wanted, setSearchParams, navigate });
  latest.current = { rows, keyOf, isRowOf, open, wanted, setSearchParams, navigate };
  // The key of the overlay open from this page, and whether opening it added a history entry.
  const shown = useRef<string | null>(null);
  const pushed = useRef(false);
  // The document path the overlay opened on (a link in it may lead to another page).
  const openedOn = useRef<string | null>(null);

  useEffect(() => {
    const unsubscribeOpen = subscribeOverlayOpen((detail) => {
      const current = latest.current;
      if (detail.type !== type) return;
      const row = current.rows?.find((candidate) => current.isRowOf(candidate, detail.props as OverlayPropsByType[Type]));
      if (row === undefined) return;
      const key = current.keyOf(row);
      shown.current = key;
      openedOn.current = window.location.pathname;
      if (current.wanted === key) return;
      pushed.current = true;
      current.setSearchParams((params) => {
        params.set(param, key);
        return params;
      });
    });
    const unsubscribeClose = subscribeOverlayClose(() => {
      const current = latest.current;
      if (shown.current === null) return;
      shown.current = null;
      if (current.wanted === null) return;
      // A link in the overlay may have left the page before the overlay closed: that navigation stays.
      if (window.location.pathname !== openedOn.current) {
        pushed.current = false;
        return;
      }
      if (pushed.current) {
        pushed.current = false;
        current.navigate(-1);
      } else {
        current.setSearchParams(
          (params) => {
            params.delete(param);
            return params;
          },
          { replace: true },
        );
      }
    });
    return () => {
      unsubscribeOpen();
      unsubscribeClose();
    };
  }, [type, param]);

  useEffect(() => {
    if (wanted === null) {
      // Back past the entry that opened it.
      if (shown.current !== null) {
        shown.current = null;
        pushed.current = false;
        dispatchOverlayClose();
      }
      return;
    }
    if (shown.current === wanted || rows === undefined) return;
    const row = rows.find((candidate) => latest.current.keyOf(candidate) === wanted);
    if (row !== undefined) {
      pushed.current = false;
      latest.current.open(row);
    }
  }, [wanted, rows]);
}
