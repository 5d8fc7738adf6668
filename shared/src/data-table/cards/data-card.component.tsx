import { useCallback, useId, useState, type ReactNode, type RefCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { StatusChip, useT } from '@portal/shared';
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

/**
 * Whether the element's text is cut (taller than it shows), measured whenever its size changes; without a
 * ResizeObserver (no layout, as in a test's DOM) it counts as cut, so the whole text stays reachable.
 */
function useCut<E extends HTMLElement>(): [RefCallback<E>, boolean] {
  const [cut, setCut] = useState(true);
  const ref = useCallback((element: E | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setCut(element.scrollHeight > element.clientHeight + 1));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, cut];
}

/** A long text (the latest note) cut after three lines; when cut, a tap (or Enter) shows it whole, and again cuts it. */
function CardNote({ label, text }: { label: string; text: string }) {
  const t = useT();
  const [whole, setWhole] = useState(false);
  const [clampRef, cut] = useCut<HTMLSpanElement>();
  const id = useId();
  const expandable = whole || cut;
  const content = (
    <span ref={whole ? undefined : clampRef} className={whole ? undefined : styles.clamped}>
      {text}
    </span>
  );
  return (
    <div className={styles.note}>
      <span id={id} className={styles.metaLabel}>
        {label}
      </span>
      {expandable ? (
        <button type="button" className={styles.noteButton} aria-expanded={whole} aria-describedby={id} onClick={() => setWhole(!whole)}>
          {content}
          <span className={styles.noteToggle}>{t(whole ? 'table.cards.showLess' : 'table.cards.showWhole')}</span>
        </button>
      ) : (
        <div className={styles.noteText}>{content}</div>
      )}
    </div>
  );
}

/**
 * One row as a card (the card layout of DataTable and InfiniteDataTable): its title (a link column's opens the
 * record; the whole card is its tap area), the status chips, the labelled values and the note, as the columns'
 * card roles say.
 */
export function DataCard<Row>({ row, columns, onOpen, selectable, selected, onSelectedChange }: DataCardProps<Row>) {
  const intl = useIntl();
  const t = useT();
  const title = columns.find((column) => column.card === 'title');
  const titleText = title ? displayText(title, row, intl) : '';
  const titleCell = title?.cell;
  const titleContent = title && titleCell?.type === 'custom' && !titleText ? titleCell.render(row) : titleText;
  return (
    <li className={[styles.card, selected ? styles.selected : undefined].filter(Boolean).join(' ')}>
      <div className={styles.top}>
        {selectable ? (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={selected}
              onChange={(event) => onSelectedChange(event.target.checked)}
              aria-label={t('table.cards.selectCard', { name: titleText })}
            />
          </label>
        ) : null}
        {onOpen ? (
          <button type="button" className={styles.open} onClick={() => onOpen(row)}>
            {titleContent}
          </button>
        ) : (
          <span className={styles.title}>{titleContent}</span>
        )}
        {columns
          .filter((column) => column.card === 'chip')
          .map((column) => {
            const text = displayText(column, row, intl);
            const cell = column.cell;
            if (cell?.type === 'custom') return <span key={columnIdOf(column)} className={styles.chip}>{cell.render(row)}</span>;
            if (!text) return null;
            const tone = cell?.type === 'status' && cell.tone ? cell.tone(String(valueOf(column, row))) : 'neutral';
            return (
              <span key={columnIdOf(column)} className={styles.chip}>
                <StatusChip tone={tone}>{text}</StatusChip>
              </span>
            );
          })}
      </div>
      <dl className={styles.meta}>
        {columns
          .filter((column) => column.card === 'meta')
          .map((column) => (
            // A cell the remote renders (report links, a unit's files) takes the card's width.
            <div key={columnIdOf(column)} className={column.cell?.type === 'custom' ? `${styles.metaItem} ${styles.wide}` : styles.metaItem}>
              <dt className={styles.metaLabel}>{headerOf(column, intl)}</dt>
              <dd className={styles.metaValue}>{metaContent(column, row, intl)}</dd>
            </div>
          ))}
      </dl>
      {columns
        .filter((column) => column.card === 'note')
        .map((column) => {
          const text = displayText(column, row, intl);
          return text ? <CardNote key={columnIdOf(column)} label={headerOf(column, intl)} text={text} /> : null;
        })}
    </li>
  );
}
