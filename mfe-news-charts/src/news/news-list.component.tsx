import { Button, Card, CardFacts, CardList, ShortenedText, formatDate, usePhoneLayout, useT, type NewsItem } from '@portal/shared';
import { openNewsOverlay } from './open-news';
import styles from './news.module.css';

/**
 * News rows: release date, title, teaser and the go-to-news button that opens the overlay. On a phone a card
 * an item: a tap on it opens the overlay; the teaser is shortened (the overlay has it whole).
 */
export function NewsList({ items }: { items: readonly NewsItem[] }) {
  const t = useT();
  const phone = usePhoneLayout();
  if (items.length === 0) return <p className={styles.notice}>{t('news.empty')}</p>;
  if (phone) {
    return (
      <CardList label={t('news.page.title')} testId="news-cards">
        {items.map((item) => (
          <Card
            key={item.id}
            testId="news-card"
            title={item.title}
            action={(className, title) => (
              <button type="button" className={className} onClick={() => openNewsOverlay(item)} aria-label={t('news.open', { title: item.title })}>
                {title}
              </button>
            )}
          >
            <CardFacts facts={[{ label: t('news.releaseDate'), value: <time dateTime={item.releaseDate}>{formatDate(item.releaseDate)}</time> }]} />
            <ShortenedText text={item.teaser} />
          </Card>
        ))}
      </CardList>
    );
  }
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
