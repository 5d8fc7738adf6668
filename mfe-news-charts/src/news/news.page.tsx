import { useState } from 'react';
import { Button, ErrorState, Spinner, useT } from '@portal/shared';
import { NewsList } from './news-list.component';
import { NewsletterModal } from './newsletter-modal.component';
import { useNewsFeed } from './news.resource';
import styles from './news.module.css';

/** /nyheder: all news (spec section 2), and the newsletter modal. */
export function NewsPage() {
  const t = useT();
  const { data, error, isLoading, mutate } = useNewsFeed();
  const [newsletterOpen, setNewsletterOpen] = useState(false);
  return (
    <section className={styles.page} aria-labelledby="news-title">
      <div className={styles.header}>
        <h1 id="news-title" className={styles.pageTitle}>
          {t('news.page.title')}
        </h1>
        <Button variant="secondary" onClick={() => setNewsletterOpen(true)}>
          {t('news.newsletter.open')}
        </Button>
      </div>
      {error ? <ErrorState error={error} fallbackKey="news.loadError" onRetry={() => void mutate()} /> : isLoading && !data ? <Spinner label={t('common.loading')} /> : <NewsList items={data ?? []} />}
      <NewsletterModal open={newsletterOpen} onClose={() => setNewsletterOpen(false)} />
    </section>
  );
}
