import { ErrorState, Spinner, formatDate, useT, type NewsOverlayProps } from '@portal/shared';
import { NewsBody } from './news-body.component';
import { useNewsFeed } from './news.resource';
import styles from './news.module.css';

/** Spec section 2, Overlays: the news overlay (title, teaser, release date, HTML body). */
export function NewsOverlay({ newsId }: NewsOverlayProps) {
  const t = useT();
  const { data, error, isLoading, mutate } = useNewsFeed();
  if (error) return <ErrorState error={error} fallbackKey="news.loadError" onRetry={() => void mutate()} />;
  if (isLoading && !data) return <Spinner label={t('common.loading')} />;
  const item = data?.find((candidate) => candidate.id === newsId);
  if (!item) {
    return (
      <p role="alert" className={styles.notice}>
        {t('news.overlay.missing')}
      </p>
    );
  }
  return (
    <article className={styles.overlay} aria-labelledby="news-overlay-title" data-testid="news-overlay">
      <h2 id="news-overlay-title" className={styles.overlayTitle}>
        {item.title}
      </h2>
      <p className={styles.meta}>
        {t('news.releaseDate')}: <time dateTime={item.releaseDate}>{formatDate(item.releaseDate)}</time>
      </p>
      <p className={styles.teaser}>{item.teaser}</p>
      <NewsBody html={item.body} />
    </article>
  );
}
