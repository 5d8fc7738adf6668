import { useT } from '@portal/shared';
import styles from './cards.module.css';

export interface CardPagerProps {
  /** 0-based. */
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}

/** The cards' pages (the grid's pager): 'Side 2 af 5' between the previous and the next page. */
export function CardPager({ page, pages, onPageChange }: CardPagerProps) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('table.cards.pages')}>
      <button type="button" className={styles.pagerButton} disabled={page === 0} onClick={() => onPageChange(page - 1)} aria-label={t('table.pagination.previousPage')}>
        <span aria-hidden="true">‹</span>
      </button>
      <span aria-live="polite">{`${t('table.pagination.page')} ${page + 1} ${t('table.pagination.of')} ${pages}`}</span>
      <button type="button" className={styles.pagerButton} disabled={page >= pages - 1} onClick={() => onPageChange(page + 1)} aria-label={t('table.pagination.nextPage')}>
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
