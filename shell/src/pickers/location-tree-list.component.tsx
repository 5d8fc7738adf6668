import { useState } from 'react';
import { useT, type LocationNode } from '@portal/shared';
import styles from './pickers.module.css';

interface LocationTreeListProps {
  nodes: readonly LocationNode[];
  activeCode: string | null;
  /** While searching every branch with a match is open. */
  expandAll: boolean;
  onChoose: (code: string) => void;
  level?: number;
}

/** One level of the location accordion; children nest to any depth. */
export function LocationTreeList({ nodes, activeCode, expandAll, onChoose, level = 1 }: LocationTreeListProps) {
  return (
    <ul className={styles.tree} role={level === 1 ? 'tree' : 'group'}>
      {nodes.map((node) => (
        <LocationTreeItem key={node.code} node={node} activeCode={activeCode} expandAll={expandAll} onChoose={onChoose} level={level} />
      ))}
    </ul>
  );
}

interface LocationTreeItemProps extends Omit<LocationTreeListProps, 'nodes'> {
  node: LocationNode;
  level: number;
}

function LocationTreeItem({ node, activeCode, expandAll, onChoose, level }: LocationTreeItemProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const hasChildren = node.children.length > 0;
  const expanded = hasChildren && (open || expandAll);

  return (
    <li role="treeitem" aria-level={level} aria-expanded={hasChildren ? expanded : undefined} aria-selected={node.code === activeCode} className={styles.treeItem}>
      <div className={styles.treeRow}>
        {hasChildren ? (
          <button
            type="button"
            className={styles.toggle}
            aria-label={t(expanded ? 'shell.locationPicker.collapse' : 'shell.locationPicker.expand', { name: node.name })}
            onClick={() => setOpen(!expanded)}
          >
            {expanded ? '▾' : '▸'}
          </button>
        ) : (
          <span className={styles.togglePlaceholder} />
        )}
        <button type="button" className={styles.choose} onClick={() => onChoose(node.code)} data-location-code={node.code}>
          <span className={styles.name}>{node.name}</span>
          <span className={styles.code}>{node.code}</span>
          {node.hasIncidents ? <span className={`${styles.badge} ${styles.badgeIssue}`}>{t('shell.locationPicker.badge.issue')}</span> : null}
          {node.hasOverdue ? <span className={`${styles.badge} ${styles.badgeOverdue}`}>{t('shell.locationPicker.badge.overdue')}</span> : null}
        </button>
      </div>
      {expanded ? (
        <LocationTreeList nodes={node.children} activeCode={activeCode} expandAll={expandAll} onChoose={onChoose} level={level + 1} />
      ) : null}
    </li>
  );
}
