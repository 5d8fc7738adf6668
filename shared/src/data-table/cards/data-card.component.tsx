import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Card, ShortenedText, StatusChip, useT } from '@portal/shared';
import { fileCountOf } from '../cells/cell-values';
import { displayText, valueOf } from '../cell-text';
import type { DataTableColumn } from '../data-table-column';
import { columnIdOf } from './card-rows';
import styles from './cards.module.css';

export interface DataCardProps<Row> {
  row: Row;
  /** The columns on the card (cardColumns), each with its role. */
  columns: readonly DataTableColumn<Row>[];
  /** Opens the row's record (the overlay its grid row opens); none: the card has no main action. */
  onOpen?: ((row: Row) => void) | undefined;
  /** A check box selects the card (the grid's `selectable`). */
  selectable: boolean;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}

const headerOf = <Row,>(column: DataTableColumn<Row>, intl: IntlShape) => column.headerText ?? intl.formatMessage({ id: column.headerKey });

/** A labelled value of the card: as its grid cell shows it, without the grid (dates kept on one line). */
function metaContent<Row>(column: DataTableColumn<Row>, row: Row, intl: IntlShape): ReactNode {
  const cell = column.cell ?? { type: 'text' };
  const text = displayText(column, row, intl);
  switch (cell.type) {
    case 'custom':
      return cell.render(row);
    case 'link':
      return text ? (
        <button type="button" className={styles.inlineLink} onClick={() => cell.onClick(row)}>
          {text}
        </button>
      ) : null;
    case 'status':
      return cell.tone && text ? <StatusChip tone={cell.tone(String(valueOf(column, row)))}>{text}</StatusChip> : text;
    case 'date':
      return <span className={styles.nowrap}>{text}</span>;
    case 'files': {
      const count = fileCountOf(valueOf(column, row));
      return count > 0 ? intl.formatMessage({ id: 'table.fileCount' }, { count }) : null;
    }
    default:
      return text || null;
  }
}

/** A chip column's chip: its status in its colour with its text, or the remote's own cell. */
function chipContent<Row>(column: DataTableColumn<Row>, row: Row, intl: IntlShape): ReactNode {
  const cell = column.cell;
  if (cell?.type === 'custom') return cell.render(row);
  const text = displayText(column, row, intl);
  if (!text) return null;
  const tone = cell?.type === 'status' && cell.tone ? cell.tone(String(valueOf(column, row))) : 'neutral';
  return (
    <StatusChip tone={tone} wraps>
      {text}
    </StatusChip>
  );
}

/**
 * One row as a card (the card layout of DataTable and InfiniteDataTable), on the plain lists' Card: its title (a
 * link column's opens the record; the whole card is its tap area), the status chips, the labelled values and the
 * note (shortened, whole on a tap), as the columns' card roles say.
 */
export function DataCard<Row>({ row, columns, onOpen, selectable, selected, onSelectedChange }: DataCardProps<Row>) {
  const intl = useIntl();
  const t = useT();
  const title = columns.find((column) => column.card === 'title');
  const titleText = title ? displayText(title, row, intl) : '';
  const titleCell = title?.cell;
  const titleContent = title && titleCell?.type === 'custom' && !titleText ? titleCell.render(row) : titleText;
  const withRole = (role: DataTableColumn<Row>['card']) => columns.filter((column) => column.card === role);
  const chips = withRole('chip').flatMap((column) => {
    const chip = chipContent(column, row, intl);
    return chip ? [<span key={columnIdOf(column)} className={styles.chip}>{chip}</span>] : [];
  });
  return (
    <Card
      title={titleContent}
      selected={selected}
      {...(onOpen
        ? {
            action: (className: string, content: ReactNode) => (
              <button type="button" className={className} onClick={() => onOpen(row)}>
                {content}
              </button>
            ),
          }
        : {})}
      leading={
        selectable ? (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={selected}
              onChange={(event) => onSelectedChange(event.target.checked)}
              aria-label={t('table.cards.selectCard', { name: titleText })}
            />
          </label>
        ) : null
      }
      chips={chips.length > 0 ? chips : undefined}
    >
      <dl className={styles.meta}>
        {withRole('meta').map((column) => (
          // A cell the remote renders (report links, a unit's files) takes the card's width.
          <div key={columnIdOf(column)} className={column.cell?.type === 'custom' ? `${styles.metaItem} ${styles.wide}` : styles.metaItem}>
            <dt className={styles.metaLabel}>{headerOf(column, intl)}</dt>
            <dd className={styles.metaValue}>{metaContent(column, row, intl)}</dd>
          </div>
        ))}
      </dl>
      {withRole('note').map((column) => {
        const text = displayText(column, row, intl);
        return text ? (
          <div key={columnIdOf(column)}>
            <span className={styles.metaLabel}>{headerOf(column, intl)}</span>
            <ShortenedText text={text} />
          </div>
        ) : null;
      })}
    </Card>
  );
}
