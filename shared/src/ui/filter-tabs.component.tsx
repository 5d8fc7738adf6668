import { useRef, type KeyboardEvent } from 'react';
import { useT } from '@portal/shared/core';
import styles from './filter-tabs.module.css';

export interface FilterTab {
  id: string;
  /** Dictionary key of the tab text, e.g. 'issues.tabs.all'. */
  labelKey: string;
}

export interface FilterTabsProps {
  tabs: readonly FilterTab[];
  activeTab: string;
  onTabChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Id of the element the tabs filter (the table), for aria-controls. */
  controls?: string;
}

/**
 * A tablist (a list page's filter tabs, the dashboard's fault table): one tab stop, arrow keys (and Home/End)
 * move between tabs and select them.
 */
export function FilterTabs({ tabs, activeTab, onTabChange, label, controls }: FilterTabsProps) {
  const t = useT();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === activeTab);
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = (current + 1) % tabs.length;
        break;
      case 'ArrowLeft':
        next = (current - 1 + tabs.length) % tabs.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = tabs.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const tab = tabs[next];
    if (tab) {
      onTabChange(tab.id);
      tabRefs.current[next]?.focus();
    }
  };

  return (
    <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => {
        const selected = tab.id === activeTab;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${styles.tab} ${styles.activeTab}` : styles.tab}
            onClick={() => onTabChange(tab.id)}
          >
            {t(tab.labelKey)}
          </button>
        );
      })}
    </div>
  );
}
