import type { GridApi, IRowNode } from 'ag-grid-community';

/**
 * Makes the grid's selected rows those with the wanted ids (rows not in the grid are left to the caller),
 * selecting and deselecting only what differs, as 'api' changes.
 */
export function syncGridSelection<Row>(api: GridApi<Row>, wanted: ReadonlySet<string>): void {
  if (api.isDestroyed()) return;
  const select: IRowNode<Row>[] = [];
  const deselect: IRowNode<Row>[] = [];
  api.forEachNode((node) => {
    const shouldBeSelected = node.id !== undefined && wanted.has(node.id);
    if (shouldBeSelected && !node.isSelected()) select.push(node);
    else if (!shouldBeSelected && node.isSelected()) deselect.push(node);
  });
  if (select.length > 0) api.setNodesSelected({ nodes: select, newValue: true, source: 'api' });
  if (deselect.length > 0) api.setNodesSelected({ nodes: deselect, newValue: false, source: 'api' });
}
