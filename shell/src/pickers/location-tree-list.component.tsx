import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useT, type LocationNode } from '@portal/shared';
import { ancestorCodes, branchCodes, treeKeyAction, visibleItems } from './location-tree-keys';
import styles from './pickers.module.css';

interface LocationTreeProps {
  nodes: readonly LocationNode[];
  activeCode: string | null;
  /** While searching every branch with a match is open (give the tree a new key per search). */
  expandAll: boolean;
  onChoose: (code: string) => void;
  /** The tree's accessible name. */
  label: string;
}

/**
 * The location tree (WAI-ARIA tree view): one item in the Tab order, the arrow keys move between the
 * items a person sees (Right opens a branch or enters it, Left closes it or goes to the parent), Home and
 * End go to the first and last, Enter or Space chooses. A click on a row chooses, one on its arrow opens it.
 */
export function LocationTreeList({ nodes, activeCode, expandAll, onChoose, label }: LocationTreeProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(expandAll ? branchCodes(nodes) : ancestorCodes(nodes, activeCode)));
  const [focusCode, setFocusCode] = useState<string | null>(null);
  const items = useMemo(() => visibleItems(nodes, expanded), [nodes, expanded]);
  const elements = useRef(new Map<string, HTMLLIElement>());
  // The one item Tab reaches: the last focused, else the active location, else the first.
  const tabCode = (items.find((item) => item.node.code === focusCode) ?? items.find((item) => item.node.code === activeCode) ?? items[0])?.node.code ?? null;

  const toggle = (code: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(code);
      else next.delete(code);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !(event.target instanceof HTMLElement)) return;
    const code = event.target.closest<HTMLElement>('[role="treeitem"]')?.dataset.locationCode;
    const action = code === undefined ? null : treeKeyAction(event.key, items, code, expanded);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    if ('focus' in action) {
      setFocusCode(action.focus);
      elements.current.get(action.focus)?.focus();
    } else if ('expand' in action) {
      toggle(action.expand, true);
    } else if ('collapse' in action) {
      toggle(action.collapse, false);
    } else {
      onChoose(action.choose);
    }
  };

  const context: ItemContext = { activeCode, expanded, tabCode, elements: elements.current, onChoose, toggle, onFocus: setFocusCode };
  return (
    <ul className={styles.tree} role="tree" aria-label={label} onKeyDown={onKeyDown}>
      {nodes.map((node) => (
        <LocationTreeItem key={node.code} node={node} level={1} context={context} />
      ))}
    </ul>
  );
}

interface ItemContext {
  activeCode: string | null;
  expanded: ReadonlySet<string>;
  tabCode: string | null;
  elements: Map<string, HTMLLIElement>;
  onChoose: (code: string) => void;
  toggle: (code: string, open: boolean) => void;
  onFocus: (code: string) => void;
}

function LocationTreeItem({ node, level, context }: { node: LocationNode; level: number; context: ItemContext }) {
  const t = useT();
  const labelId = useId();
  const hasChildren = node.children.length > 0;
  const open = hasChildren && context.expanded.has(node.code);
  const selected = node.code === context.activeCode;

  return (
    <li
      ref={(element) => {
        if (element) context.elements.set(node.code, element);
        else context.elements.delete(node.code);
      }}
      role="treeitem"
      aria-level={level}
      aria-expanded={hasChildren ? open : undefined}
      aria-selected={selected}
      // Named by its own row: the name of a branch would otherwise include every location below it.
      aria-labelledby={labelId}
      tabIndex={node.code === context.tabCode ? 0 : -1}
      className={styles.treeItem}
      data-location-code={node.code}
      onFocus={(event) => {
        if (event.target === event.currentTarget) context.onFocus(node.code);
      }}
    >
      <div className={styles.treeRow} onClick={() => context.onChoose(node.code)}>
        {hasChildren ? (
          <span
            className={styles.toggle}
            aria-hidden="true"
            title={t(open ? 'shell.locationPicker.collapse' : 'shell.locationPicker.expand', { name: node.name })}
            data-testid="location-tree-toggle"
            onClick={(event) => {
              event.stopPropagation();
              context.toggle(node.code, !open);
            }}
          >
            {open ? '▾' : '▸'}
          </span>
        ) : (
          <span className={styles.togglePlaceholder} />
        )}
        <span id={labelId} className={styles.choose}>
          <span className={styles.name}>{node.name}</span>
          <span className={styles.code}>{node.code}</span>
          {node.hasIncidents ? <span className={`${styles.badge} ${styles.badgeIssue}`}>{t('shell.locationPicker.badge.issue')}</span> : null}
          {node.hasOverdue ? <span className={`${styles.badge} ${styles.badgeOverdue}`}>{t('shell.locationPicker.badge.overdue')}</span> : null}
        </span>
      </div>
      {open ? (
        <ul className={styles.tree} role="group">
          {node.children.map((child) => (
            <LocationTreeItem key={child.code} node={child} level={level + 1} context={context} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
