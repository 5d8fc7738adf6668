import type { CustomCellRendererProps } from 'ag-grid-react';
import styles from './cells.module.css';

export interface QuestionMarkCellProps<Row> extends Pick<CustomCellRendererProps<Row>, 'data'> {
  text: (row: Row) => string | undefined;
}

/**
 * A question-mark icon. Sighted users read the text in the grid tooltip (500 ms, set on the column);
 * the accessible name carries the same text for screen readers, which never see the tooltip.
 */
export function QuestionMarkCell<Row>({ data, text }: QuestionMarkCellProps<Row>) {
  const label = data === undefined ? undefined : text(data);
  if (!label) {
    return null;
  }
  return (
    <span role="img" aria-label={label} className={styles.questionMark}>
      ?
    </span>
  );
}
