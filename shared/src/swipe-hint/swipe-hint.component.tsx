import { useT } from '@portal/shared/core';
import styles from './swipe-hint.module.css';

/**
 * "Swipe to see more" over a table that scrolls sideways (spec section 2). Visual only: keyboard and
 * screen-reader users move through the cells, not by swiping. The table's box must be positioned.
 */
export function SwipeHint({ visible }: { visible: boolean }) {
  const t = useT();
  if (!visible) return null;
  return (
    <div className={styles.swipeHint} aria-hidden="true" data-testid="swipe-hint">
      <span className={styles.swipeArrow}>↔</span>
      {t('table.swipeHint')}
    </div>
  );
}
