import { useEffect } from 'react';
import { DashboardWidget, ErrorState, Spinner, routePath, subscribeLocationChanged, useT } from '@portal/shared';
import { NewsList } from './news-list.component';
import { useNewsFeed } from './news.resource';
import meta from '../../remote.meta.json';

/** Spec section 9: the dashboard's news table shows 3. */
export const dashboardNewsPageSize = 3;
const allNewsPath = routePath(meta, 'news');

/** Dashboard news (spec section 2): the newest 3, a see-all link to /nyheder; asked again on every location change. */
export function NewsWidget() {
  const t = useT();
  const { data, error, isLoading, mutate } = useNewsFeed();
  // The feed is the same for every location (one key), so a new location does not change the key: ask again.
  useEffect(() => subscribeLocationChanged(() => void mutate()), [mutate]);
  return (
    <DashboardWidget id="news-widget" title={t('news.widget.title')} seeAllPath={allNewsPath} seeAllLabel={t('news.widget.seeAll')}>
      {error ? <ErrorState error={error} fallbackKey="news.loadError" onRetry={() => void mutate()} /> : isLoading && !data ? <Spinner label={t('common.loading')} /> : <NewsList items={(data ?? []).slice(0, dashboardNewsPageSize)} />}
    </DashboardWidget>
  );
}
