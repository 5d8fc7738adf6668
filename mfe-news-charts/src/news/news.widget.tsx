import type { MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { ErrorState, Spinner, useT } from '@portal/shared';
import { NewsList } from './news-list.component';
import { useNewsFeed } from './news.resource';
import styles from './news.module.css';

/** Spec section 9: the dashboard's news table shows 3. */
export const dashboardNewsPageSize = 3;
const allNewsPath = '/nyheder';

/** Dashboard news (spec section 2): the newest 3, a see-all link to /nyheder. */
export function NewsWidget() {
  const t = useT();
  const { data, error, isLoading } = useNewsFeed();
  const seeAll = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigateToUrl(allNewsPath);
  };
  return (
    <section aria-labelledby="news-widget-title" className={styles.widget} data-testid="news-widget">
      <div className={styles.header}>
        <h2 id="news-widget-title" className={styles.title}>
          {t('news.widget.title')}
        </h2>
        <a href={allNewsPath} onClick={seeAll} className={styles.seeAll}>
          {t('news.widget.seeAll')}
        </a>
      </div>
      {error ? <ErrorState error={error} fallbackKey="news.loadError" /> : isLoading && !data ? <Spinner label={t('common.loading')} /> : <NewsList items={(data ?? []).slice(0, dashboardNewsPageSize)} />}
    </section>
  );
}
