import type { MouseEvent, ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';
import styles from './dashboard-widget.module.css';

export interface DashboardWidgetProps {
  /** The section's id stem: the heading is `${id}-title`, the test id `${id}`. */
  id: string;
  title: string;
  seeAllPath: string;
  seeAllLabel: string;
  /** Shown instead of the body, e.g. "choose a location" while none is active. */
  notice?: string | undefined;
  /** A link to start something from the widget (the faults' "Meld fejl"), beside the see-all link. */
  action?: { path: string; label: string } | undefined;
  children?: ReactNode;
}

/**
 * The frame of every dashboard widget (spec section 2, Dashboard): a titled section with a see-all link
 * to the full list, routed by single-spa without a page reload, and the widget's own body.
 */
export function DashboardWidget({ id, title, seeAllPath, seeAllLabel, notice, action, children }: DashboardWidgetProps) {
  const routed = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigateToUrl(path);
  };
  return (
    <section aria-labelledby={`${id}-title`} className={styles.widget} data-testid={id}>
      <div className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <div className={styles.links}>
          {action ? (
            <a href={action.path} onClick={routed(action.path)} className={styles.action}>
              {action.label}
            </a>
          ) : null}
          <a href={seeAllPath} onClick={routed(seeAllPath)} className={styles.seeAll}>
            {seeAllLabel}
          </a>
        </div>
      </div>
      {notice === undefined ? children : <p className={styles.notice}>{notice}</p>}
    </section>
  );
}
