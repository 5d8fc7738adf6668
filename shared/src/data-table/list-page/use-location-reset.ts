import { useEffect, useRef } from 'react';
import { useSession } from '@portal/shared';

/**
 * Runs `reset` when the active customer or location changes: new rows, so filter values and a
 * selection made for the old ones no longer apply.
 */
export function useLocationReset(reset: () => void): void {
  const { customerId, locationCode } = useSession();
  const resetRef = useRef(reset);
  useEffect(() => {
    resetRef.current = reset;
  });
  useEffect(() => {
    resetRef.current();
  }, [customerId, locationCode]);
}
