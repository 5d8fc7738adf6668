import { DashboardWidget, ErrorState, Spinner, useT } from '@portal/shared';
import { NewsList } from './news-list.component';
import { useNewsFeed } from './news.resource';

/** Spec section 9: the dashboard's news table shows 3. */
export const dashboardNewsPageSize = 3;
const allNewsPath = '/nyheder';

/** Dashboard news (spec section 2): the newest 3, a see-all link to /nyheder. */
export function NewsWidget() {
  const t = useT();
  const { data, error, isLoading } = useNewsFeed();
  return (
    <DashboardWidget id="news-widget" title={t('news.widget.title')} seeAllPath={allNewsPath} seeAllLabel={t('news.widget.seeAll')}>
      {error ? <ErrorState error={error} fallbackKey="news.loadError" /> : isLoading && !data ? <Spinner label={t('common.loading')} /> : <NewsList items={(data ?? []).slice(0, dashboardNewsPageSize)} />}
    </DashboardWidget>
  );
}
