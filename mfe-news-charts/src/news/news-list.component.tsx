import { Button, formatDate, useT, type NewsItem } from '@portal/shared';
import { openNewsOverlay } from './open-news';
import styles from './news.module.css';

/** News rows: release date, title, teaser and the go-to-news button that opens the overlay. */
export function NewsList({ items }: { items: readonly NewsItem[] }) {
  const t = useT();
  if (items.length === 0) return <p className={styles.notice}>{t('news.empty')}</p>;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item} data-testid="news-item">
          <time className={styles.date} dateTime={item.releaseDate}>
            {formatDate(item.releaseDate)}
          </time>
          <div className={styles.text}>
            <h3 className={styles.itemTitle}>{item.title}</h3>
            <p className={styles.itemTeaser}>{item.teaser}</p>
          </div>
          <Button variant="secondary" onClick={() => openNewsOverlay(item)} aria-label={t('news.open', { title: item.title })}>
            {t('news.read')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
