import { useMemo } from 'react';
import { sanitizeNewsBody } from './news-html';
import styles from './news.module.css';

/** A news item's HTML body, sanitised before React puts it into the page. */
export function NewsBody({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeNewsBody(html), [html]);
  // The one place this remote sets HTML: `safe` has been through DOMPurify just above.
  return <div className={styles.body} data-testid="news-body" dangerouslySetInnerHTML={{ __html: safe }} />;
}
