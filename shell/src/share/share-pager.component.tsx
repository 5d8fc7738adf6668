import { Button, useT } from '@portal/shared/core';
import styles from './share.module.css';

/** "Showing 51–100 of 230" with the previous and next pages. */
export function SharePager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const t = useT();
  if (total <= pageSize) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pager} aria-label={t('shell.share.pages')}>
      <span aria-live="polite">{t('shell.share.showing', { first, last, total })}</span>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('shell.share.previous')}
      </Button>
      <Button variant="secondary" disabled={last >= total} onClick={() => onPage(page + 1)}>
        {t('shell.share.next')}
      </Button>
    </nav>
  );
}
