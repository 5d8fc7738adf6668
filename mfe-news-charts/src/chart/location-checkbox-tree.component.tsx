import { useState } from 'react';
import { useT, type LocationNode } from '@portal/shared';
import styles from './location-checkbox-tree.module.css';

interface Props {
  nodes: readonly LocationNode[];
  checked: ReadonlySet<string>;
  onToggle: (code: string, checked: boolean) => void;
  /** The text of a location (its name, marked when it has no data). */
  label: (node: LocationNode) => string;
  /** While a filter is typed every branch is open, so each match shows. */
  expandAll: boolean;
}

/**
 * The chart's locations as a tree of checkboxes: each location, at any level, is one bar group when
 * checked. Native checkboxes (Tab between them, Space toggles) and a disclosure button per branch.
 */
export function LocationCheckboxTree({ nodes, checked, onToggle, label, expandAll }: Props) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const toggleBranch = (code: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(code)) next.add(code);
      return next;
    });
  return <Branch nodes={nodes} checked={checked} onToggle={onToggle} label={label} isOpen={(code) => expandAll || !collapsed.has(code)} toggleBranch={toggleBranch} root />;
}

interface BranchProps extends Omit<Props, 'expandAll'> {
  isOpen: (code: string) => boolean;
  toggleBranch: (code: string) => void;
  root?: boolean;
}

function Branch({ nodes, checked, onToggle, label, isOpen, toggleBranch, root = false }: BranchProps) {
  const t = useT();
  return (
    <ul className={root ? styles.tree : styles.group} data-testid={root ? 'chart-location-tree' : undefined}>
      {nodes.map((node) => {
        const open = isOpen(node.code);
        const text = label(node);
        return (
          <li key={node.code}>
            <div className={styles.row}>
              {node.children.length > 0 ? (
                <button
                  type="button"
                  className={styles.disclosure}
                  aria-expanded={open}
                  aria-label={t(open ? 'chart.tree.collapse' : 'chart.tree.expand', { name: node.name })}
                  onClick={() => toggleBranch(node.code)}
                >
                  <span aria-hidden="true">{open ? '▾' : '▸'}</span>
                </button>
              ) : (
                <span className={styles.spacer} aria-hidden="true" />
              )}
              <label className={styles.label}>
                <input type="checkbox" checked={checked.has(node.code)} onChange={(event) => onToggle(node.code, event.target.checked)} />
                <span>{text}</span>
                <span className={styles.code}>{node.code}</span>
              </label>
            </div>
            {node.children.length > 0 && open ? (
              <Branch nodes={node.children} checked={checked} onToggle={onToggle} label={label} isOpen={isOpen} toggleBranch={toggleBranch} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
