import { dispatchOverlayOpen, type NewsItem } from '@portal/shared';

/** Opens the news overlay for an item (the shell's overlay host mounts this remote's parcel). */
export function openNewsOverlay(item: Pick<NewsItem, 'id'>): void {
  dispatchOverlayOpen({ type: 'news', props: { newsId: item.id } });
}
